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
