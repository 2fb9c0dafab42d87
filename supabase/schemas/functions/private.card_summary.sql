create or replace function private.card_summary(excerpt text, content text, length integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    private.given_excerpt(excerpt),
    (
      select case
        when char_length(body.text) <= length then body.text
        else regexp_replace(left(body.text, length), '[[:space:].,;:]+$', '') || '...'
      end
      from (select nullif(private.plain_text(content), '') as text) as body
    )
  );
$$;
