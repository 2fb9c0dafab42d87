create function private.post_search_query(search text)
returns tsquery
language sql
immutable
set search_path = ''
as $$
  -- Each word is taken whole where dots join its parts (1.0.1, 3.5, example.com), as the text
  -- search parser reads the posts: split at the dots, '1.0.1' asked for '1', '0' and '1'.
  select nullif(
    to_tsquery('pg_catalog.english'::regconfig,
               string_agg(quote_literal(word[1]) || ':*', ' & ')),
    ''::tsquery)
    from regexp_matches(coalesce(search, ''), '[[:alnum:]]+(?:\.[[:alnum:]]+)*', 'g') as word;
$$;
