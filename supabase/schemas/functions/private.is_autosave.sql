create or replace function private.is_autosave()
returns boolean
language sql
stable
set search_path = ''
as $$
  -- Whether this request is the post editor's autosave (a few seconds after typing stops), which
  -- it marks with the X-Post-Autosave header; an explicit save, SQL and restores are not.
  select coalesce(
    nullif(current_setting('request.headers', true), '')::json ->> 'x-post-autosave' = '1',
    false
  );
$$;
