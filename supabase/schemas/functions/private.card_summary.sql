create function private.card_summary(excerpt text, content text, length integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    private.given_excerpt(excerpt),
    left(nullif(private.plain_text(content), ''), length) || '...'
  );
$$;
