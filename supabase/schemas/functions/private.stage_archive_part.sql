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
