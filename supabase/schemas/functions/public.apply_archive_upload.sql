create function public.apply_archive_upload(upload_id uuid, parts integer)
returns jsonb
language sql
set search_path = ''
as $$
  select private.apply_archive_upload(upload_id, parts);
$$;
