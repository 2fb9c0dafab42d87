create function private.is_web_url(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~* '^https?://[^\s/]+\S*$';
$$;
