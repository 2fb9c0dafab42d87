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
