create or replace function private.apply_archive_upload(upload_id uuid, parts integer)
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
      if archive_table.table_name = 'blog_post_revisions' then
        written := private.write_archive_revisions(upload);
      else
        written := private.write_archive_table(upload, archive_table.table_name, archive_table.version_column);
      end if;
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
