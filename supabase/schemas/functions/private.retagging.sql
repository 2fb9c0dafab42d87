create function private.retagging()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(current_setting('app.retagging', true), '') = 'on';
$$;
