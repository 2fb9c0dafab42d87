create function private.write_archive_table(upload uuid, target text, version_column text)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  staged_rows jsonb;
  versions jsonb;
  column_names text[];
  changed text;
  written integer;
begin
  select coalesce(jsonb_agg(item), '[]'::jsonb) into staged_rows
    from private.archive_uploads as staged, jsonb_array_elements(staged.payload -> 'rows') as item
   where staged.upload_id = upload and staged.table_name = target;
  if jsonb_array_length(staged_rows) = 0 then
    return 0;
  end if;
  select coalesce(jsonb_agg(item), '[]'::jsonb) into versions
    from private.archive_uploads as staged, jsonb_array_elements(staged.payload -> 'versions') as item
   where staged.upload_id = upload and staged.table_name = target;

  -- Compared to the millisecond: that is what every client reads back.
  execute format(
    'select string_agg(seen.id::text, '', '')
       from jsonb_to_recordset($1) as seen(id uuid, version timestamptz)
       left join public.%1$I as current_row on current_row.id = seen.id
      where case when seen.version is null then current_row.id is not null
                 else current_row.id is null
                   or date_trunc(''milliseconds'', current_row.%2$I)
                      is distinct from date_trunc(''milliseconds'', seen.version) end',
    target, version_column)
    into changed using versions;
  if changed is not null then
    raise exception using
      errcode = '40001',
      message = format('%s changed since the dry run (%s); run the dry run again', target, changed);
  end if;

  select array_agg(quote_ident(attribute.attname::text) order by attribute.attnum) into column_names
    from pg_catalog.pg_attribute as attribute
   where attribute.attrelid = format('public.%I', target)::regclass
     and attribute.attnum > 0 and not attribute.attisdropped and attribute.attgenerated = ''
     and (staged_rows -> 0) ? attribute.attname::text
     and pg_catalog.has_column_privilege('authenticated', attribute.attrelid, attribute.attnum, 'SELECT');

  execute format(
    'insert into public.%1$I (%2$s) select %2$s from jsonb_populate_recordset(null::public.%1$I, $1)
     on conflict (id) do update set %3$s',
    target,
    array_to_string(column_names, ', '),
    (select string_agg(format('%1$s = excluded.%1$s', name), ', ')
       from unnest(column_names) as name where name <> 'id'))
    using staged_rows;
  get diagnostics written = row_count;
  return written;
end;
$$;
