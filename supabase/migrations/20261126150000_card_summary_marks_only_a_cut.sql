-- A card's summary ends in '...' only when the text was cut: a post shorter than the card's
-- length shows whole ('Short post.' stayed 'Short post....' before), and a cut that lands after
-- a full stop, a comma or a space drops them first, so a card never ends in '....' or ' ...'.
-- The excerpt, when the owner wrote one, is still shown as written. The newsletter's teaser is
-- featured_excerpt, so it follows the same rule.
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

-- The stored card texts of existing posts, computed again with the rule above. Rewriting each
-- row as it is must not count as the owner's edit: with the table's own triggers off, no
-- 'Last edited' time moves, no revision is kept and no rebuild or newsletter is started.
alter table public.blog_posts disable trigger user;
update public.blog_posts set content = content;
alter table public.blog_posts enable trigger user;
