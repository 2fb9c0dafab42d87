-- Restoring an archive (or importing posts from elsewhere) writes all of it or nothing. The
-- owner's app sends the rows in parts of a few megabytes (request bodies are limited), each part
-- staged here; one call then writes every staged row in a single transaction. A failure of any
-- row writes no row at all.
--
-- The tables an archive may write, in the order they are written (a row's references first).
-- A table added later joins with one insert here and one entry in shared/archive/tables.ts.
create table private.archive_tables (
  table_name text primary key,
  position integer not null unique,
  -- What tells two copies of a row apart in time: a restore refuses to write over a row that
  -- changed after the owner's dry run.
  version_column text not null default 'updated_at',
  constraint archive_tables_version_column check (version_column in ('updated_at', 'created_at'))
);
revoke all on table private.archive_tables from anon, authenticated;

insert into private.archive_tables (table_name, position, version_column) values
  ('blog_posts', 10, 'updated_at'),
  ('redirects', 20, 'updated_at'),
  ('publications', 30, 'updated_at'),
  ('experiences', 40, 'updated_at'),
  ('earlier_experiences', 50, 'updated_at'),
  ('startup_experience_logos', 60, 'updated_at'),
  ('services', 70, 'updated_at'),
  ('testimonials', 80, 'updated_at'),
  ('contact_faqs', 90, 'updated_at'),
  ('contact_submissions', 200, 'created_at'),
  ('newsletter_subscribers', 210, 'updated_at');

create table private.archive_uploads (
  upload_id uuid not null,
  part integer not null,
  table_name text not null references private.archive_tables (table_name),
  -- {"rows": [...], "versions": [{"id": ..., "version": ... or null}]}: the rows to write, and
  -- the version of each row the dry run saw (null: the row did not exist).
  payload jsonb not null,
  created_at timestamptz not null default now(),
  primary key (upload_id, part),
  constraint archive_uploads_part_range check (part >= 0)
);
revoke all on table private.archive_uploads from anon, authenticated;

-- Whether the current transaction is writing an archive: the triggers below then keep the
-- rows' own times and make no per-row side effects.
create function private.restoring_archive()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(current_setting('app.restoring_archive', true), '') = 'on';
$$;

-- A restored row keeps its own time of last change: later conflict checks compare it.
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.restoring_archive() and new.updated_at is not null then
    return new;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

-- Restored enquiries are the owner's records, not new messages from the owner's address: they
-- keep no address hash and count against no sender's hourly limit.
create or replace function private.limit_contact_submissions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  address text;
  recent integer;
  allowed integer;
begin
  if private.restoring_archive() then
    return new;
  end if;
  if coalesce((select auth.role()), '') <> 'service_role' then
    address := coalesce(nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''), 'unknown');
    new.client_address_hash := encode(sha256(convert_to(address, 'UTF8')), 'hex');
  end if;
  if new.client_address_hash is null then
    return new;
  end if;

  select contact_messages_per_hour into allowed from private.site_limits;
  select count(*) into recent
    from public.contact_submissions
   where client_address_hash = new.client_address_hash
     and created_at > now() - interval '1 hour';
  if recent >= allowed then
    raise exception using
      errcode = 'PT429',
      message = 'Too many messages from your address. Please try again later or email me directly.';
  end if;
  return new;
end;
$$;

-- The build hook, called once per change, or once for a whole restore.
create function private.call_site_rebuild_hook(reason jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook text;
begin
  select hook_url into hook from private.site_rebuild;
  -- No hook set, or no pg_net: the site is rebuilt by hand (npm run build).
  if hook is null or to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null then
    return;
  end if;
  execute 'select net.http_post(url := $1, body := $2)' using hook, reason;
end;
$$;
revoke execute on function private.call_site_rebuild_hook(jsonb) from public, anon, authenticated;

create or replace function private.request_site_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A restore asks for one build when it is done, not one per post.
  if not private.restoring_archive() then
    perform private.call_site_rebuild_hook(
      jsonb_build_object('table', tg_table_name, 'operation', tg_op)
    );
  end if;
  return null;
end;
$$;

-- Restored subscribers get new link tokens (an archive never holds them).
alter table public.newsletter_subscribers
  alter column unsubscribe_token
  set default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');

create function private.require_archive_writer()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not ((select private.is_owner()) or coalesce((select auth.role()), '') = 'service_role') then
    raise exception using
      errcode = '42501',
      message = 'Only the site owner (signed in with two-factor when it is on) may restore an archive';
  end if;
end;
$$;
revoke execute on function private.require_archive_writer() from public, anon, authenticated;

create function private.stage_archive_part(
  upload_id uuid,
  part integer,
  table_name text,
  payload jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_archive_writer();
  -- Parts of restores that never finished are not kept for long.
  delete from private.archive_uploads as stale where stale.created_at < now() - interval '1 day';
  insert into private.archive_uploads (upload_id, part, table_name, payload)
  values (stage_archive_part.upload_id, stage_archive_part.part, stage_archive_part.table_name,
          stage_archive_part.payload);
end;
$$;
revoke execute on function private.stage_archive_part(uuid, integer, text, jsonb) from public, anon;
grant execute on function private.stage_archive_part(uuid, integer, text, jsonb) to authenticated, service_role;

-- Writes one table's staged rows: refuses if any row changed since the dry run, then inserts or
-- updates by id the columns the owner may read (never link tokens). Returns the rows written.
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
revoke execute on function private.write_archive_table(uuid, text, text) from public, anon, authenticated;

-- Writes every staged part of an upload in this one transaction, or nothing. The parts are
-- removed either way; a failure comes back as {"error": ..., "code": ...} with nothing written.
create function private.apply_archive_upload(upload_id uuid, parts integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  upload uuid := apply_archive_upload.upload_id;
  stored integer;
  archive_table record;
  written integer;
  summary jsonb := '{}'::jsonb;
  failure text;
  failure_code text;
begin
  perform private.require_archive_writer();
  begin
    select count(*) into stored from private.archive_uploads as staged where staged.upload_id = upload;
    if stored <> parts then
      raise exception using
        errcode = '22023',
        message = format('%s of the %s parts of this restore arrived', stored, parts);
    end if;
    perform set_config('app.restoring_archive', 'on', true);
    for archive_table in
      select listed.table_name, listed.version_column from private.archive_tables as listed
       order by listed.position
    loop
      written := private.write_archive_table(upload, archive_table.table_name, archive_table.version_column);
      if written > 0 then
        summary := summary || jsonb_build_object(archive_table.table_name, written);
      end if;
    end loop;
    perform set_config('app.restoring_archive', 'off', true);
    if summary ? 'blog_posts' then
      perform private.call_site_rebuild_hook(jsonb_build_object('table', 'blog_posts', 'operation', 'RESTORE'));
    end if;
  exception when others then
    get stacked diagnostics failure = message_text, failure_code = returned_sqlstate;
  end;
  delete from private.archive_uploads as staged where staged.upload_id = upload;
  if failure is not null then
    return jsonb_build_object('error', failure, 'code', failure_code);
  end if;
  return jsonb_build_object('written', summary);
end;
$$;
revoke execute on function private.apply_archive_upload(uuid, integer) from public, anon;
grant execute on function private.apply_archive_upload(uuid, integer) to authenticated, service_role;

-- The Data API's entry points: the checks and writes are the private functions' above.

-- Whether the caller may export and restore everything: the owner (with aal2 when two-factor is
-- on) or the service role. Anyone else reads only what visitors see: an export would miss drafts.
create function public.can_archive()
returns boolean
language sql
stable
set search_path = ''
as $$
  select (select private.is_owner()) or coalesce((select auth.role()), '') = 'service_role';
$$;
revoke execute on function public.can_archive() from public;
grant execute on function public.can_archive() to anon, authenticated, service_role;

create function public.stage_archive_part(
  upload_id uuid,
  part integer,
  table_name text,
  payload jsonb
)
returns void
language sql
set search_path = ''
as $$
  select private.stage_archive_part(upload_id, part, table_name, payload);
$$;
revoke execute on function public.stage_archive_part(uuid, integer, text, jsonb) from public, anon;
grant execute on function public.stage_archive_part(uuid, integer, text, jsonb) to authenticated, service_role;

create function public.apply_archive_upload(upload_id uuid, parts integer)
returns jsonb
language sql
set search_path = ''
as $$
  select private.apply_archive_upload(upload_id, parts);
$$;
revoke execute on function public.apply_archive_upload(uuid, integer) from public, anon;
grant execute on function public.apply_archive_upload(uuid, integer) to authenticated, service_role;
