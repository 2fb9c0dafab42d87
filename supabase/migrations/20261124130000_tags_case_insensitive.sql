-- Tags compare case-insensitively: 'Pricing' and 'pricing' are one tag, on one item and across
-- posts and publications, so the blog shows one chip for it. The spelling the archive used first
-- (on its oldest item) wins; the owner's screens apply the same rule (shared/domain/tags.ts).

-- An item's tags trimmed, blanks dropped, and each tag once: its first spelling on the item.
create function private.distinct_tags(tags text[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(firsts.tag order by firsts.position), '{}')
  from (
    select distinct on (lower(btrim(item.tag))) btrim(item.tag) as tag, item.position
    from unnest(tags) with ordinality as item(tag, position)
    where btrim(item.tag) <> ''
    order by lower(btrim(item.tag)), item.position
  ) as firsts;
$$;

-- How the archive already spells a tag: as on the oldest post or publication carrying it, not
-- counting the item being saved (whose own earlier spelling may be the one being corrected).
create function private.archived_tag_spelling(tag text, saving uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (
      select uses.spelling
      from (
        select post_tag as spelling, post.created_at, post.id
        from public.blog_posts as post, unnest(post.tags) as post_tag
        where lower(post_tag) = lower(btrim(tag)) and post.id is distinct from saving
        union all
        select publication_tag, publication.created_at, publication.id
        from public.publications as publication, unnest(publication.tags) as publication_tag
        where lower(publication_tag) = lower(btrim(tag)) and publication.id is distinct from saving
      ) as uses
      order by uses.created_at, uses.id
      limit 1
    ),
    btrim(tag)
  );
$$;

-- An item's tags as they are stored: distinct, each spelled as the archive spells it.
create function private.archive_tags(tags text[], saving uuid)
returns text[]
language sql
stable
set search_path = ''
as $$
  select private.distinct_tags(array(
    select private.archived_tag_spelling(item.tag, saving)
    from unnest(private.distinct_tags(tags)) with ordinality as item(tag, position)
    order by item.position
  ));
$$;

grant execute on function private.distinct_tags(text[]) to authenticated, service_role;
grant execute on function private.archived_tag_spelling(text, uuid) to authenticated, service_role;
grant execute on function private.archive_tags(text[], uuid) to authenticated, service_role;

create function private.normalise_tags()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.tags is not null then
    new.tags := private.archive_tags(new.tags, new.id);
    -- A publication without tags stores none as null (spec section 3).
    if tg_table_name = 'publications' and cardinality(new.tags) = 0 then
      new.tags := null;
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function private.normalise_tags() from public, anon, authenticated;

-- Existing duplicates merged: every item's tags respelled as the oldest item spells them. Only
-- items whose tags change are written, so no other item looks edited.
create temporary table first_spellings on commit drop as
select distinct on (lower(uses.tag)) lower(uses.tag) as tag_key, uses.tag as spelling
from (
  select btrim(post_tag) as tag, post.created_at, post.id
  from public.blog_posts as post, unnest(post.tags) as post_tag
  union all
  select btrim(publication_tag), publication.created_at, publication.id
  from public.publications as publication, unnest(publication.tags) as publication_tag
) as uses
where uses.tag <> ''
order by lower(uses.tag), uses.created_at, uses.id;

update public.blog_posts as post
set tags = merged.tags
from (
  select item.id, private.distinct_tags(array(
    select coalesce(first.spelling, btrim(tag.value))
    from unnest(item.tags) with ordinality as tag(value, position)
    left join first_spellings as first on first.tag_key = lower(btrim(tag.value))
    order by tag.position
  )) as tags
  from public.blog_posts as item
) as merged
where merged.id = post.id
  and merged.tags is distinct from post.tags
  and cardinality(merged.tags) > 0;

update public.publications as publication
set tags = nullif(merged.tags, '{}')
from (
  select item.id, private.distinct_tags(array(
    select coalesce(first.spelling, btrim(tag.value))
    from unnest(item.tags) with ordinality as tag(value, position)
    left join first_spellings as first on first.tag_key = lower(btrim(tag.value))
    order by tag.position
  )) as tags
  from public.publications as item
  where item.tags is not null
) as merged
where merged.id = publication.id and nullif(merged.tags, '{}') is distinct from publication.tags;

create trigger normalise_tags
before insert or update of tags on public.blog_posts
for each row execute function private.normalise_tags();

create trigger normalise_tags
before insert or update of tags on public.publications
for each row execute function private.normalise_tags();
