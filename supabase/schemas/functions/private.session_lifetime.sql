create function private.session_lifetime(user_agent text)
returns interval
language sql
stable
security definer
set search_path = ''
as $$
  select case when private.is_desktop_app(user_agent) then desktop_lifetime else browser_lifetime end
    from private.session_limits;
$$;
