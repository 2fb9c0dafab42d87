create function private.post_search_document(title text, excerpt text, content text)
returns tsvector
language sql
immutable
set search_path = ''
as $$
  select setweight(to_tsvector('pg_catalog.english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('pg_catalog.english'::regconfig, coalesce(excerpt, '')), 'B')
      || setweight(
           to_tsvector('pg_catalog.english'::regconfig, private.plain_text(coalesce(content, ''))),
           'C');
$$;
