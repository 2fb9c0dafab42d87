create function private.texts_within(texts text[], longest integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(char_length(text) <= longest), true) from unnest(texts) as text;
$$;
