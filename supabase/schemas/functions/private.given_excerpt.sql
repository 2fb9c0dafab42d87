create function private.given_excerpt(excerpt text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(regexp_replace(excerpt, '^[\s\u00a0]+|[\s\u00a0]+$', '', 'g'), '');
$$;
