create function private.is_image_location(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select private.is_web_url(value) or value ~ '^/[^/\s]\S*$';
$$;
