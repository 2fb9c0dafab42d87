create function private.restoring_archive()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(current_setting('app.restoring_archive', true), '') = 'on';
$$;
