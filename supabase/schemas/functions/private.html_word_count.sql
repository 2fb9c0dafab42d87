create function private.html_word_count(html text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select count(*)::integer
    from regexp_matches(regexp_replace(html, '<[^>]*>|&[a-zA-Z0-9#]+;', ' ', 'g'), '\S+', 'g');
$$;
