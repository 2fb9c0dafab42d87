create function private.is_desktop_app(user_agent text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(user_agent ~ '\mElectron/', false);
$$;
