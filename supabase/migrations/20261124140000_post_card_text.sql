-- What a post's cards and sharing tags say, computed once per save by the database, so lists
-- never need a post's body and every reader (the prerender, the site, the owner's apps) shows
-- the same text. The rules are the specification's (sections 2 and 9): the excerpt when there is
-- one, otherwise the start of the body's text: 150 characters and '...' on cards, 200 and '...'
-- on featured cards, 160 for the meta description. Null when the post has no text at all (a
-- card then says 'No excerpt available').

-- The text of the editor's HTML: tags removed, the entities the editor writes decoded, runs of
-- white space made one space, trimmed.
create function private.plain_text(html text)
returns text
language sql
immutable
set search_path = ''
as $$
  select btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(html, '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '[\s\u00a0\u2028\u2029\ufeff]+', ' ', 'g'));
$$;

-- The excerpt without surrounding white space, or null when it is empty.
create function private.given_excerpt(excerpt text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(regexp_replace(excerpt, '^[\s\u00a0]+|[\s\u00a0]+$', '', 'g'), '');
$$;

-- A card's summary: the excerpt, else the first `length` characters of the text and '...'.
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

-- The owner writes posts: the generated columns below are computed with the writer's rights.
grant execute on function private.plain_text(text) to anon, authenticated, service_role;
grant execute on function private.given_excerpt(text) to anon, authenticated, service_role;
grant execute on function private.card_summary(text, text, integer)
  to anon, authenticated, service_role;

alter table public.blog_posts
  add column card_excerpt text
    generated always as (private.card_summary(excerpt, content, 150)) stored,
  add column featured_excerpt text
    generated always as (private.card_summary(excerpt, content, 200)) stored,
  add column meta_description text
    generated always as (
      coalesce(private.given_excerpt(excerpt), left(nullif(private.plain_text(content), ''), 160))
    ) stored;
