create function private.post_search_query(search text)
returns tsquery
language sql
immutable
set search_path = ''
as $$
  select nullif(
    to_tsquery('pg_catalog.english'::regconfig,
               string_agg(quote_literal(word[1]) || ':*', ' & ')),
    ''::tsquery)
    from regexp_matches(coalesce(search, ''), '[[:alnum:]]+', 'g') as word;
$$;
