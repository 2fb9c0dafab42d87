-- The owner's Blog Posts list at a prolific writer's scale (1,000 posts): search as you type over
-- each post's title, excerpt and body, drafts and scheduled posts included, with filters by
-- status and tag, a sort and a page, in one call that returns list columns only (never a body)
-- and how many posts match. An empty status or tag filters nothing.
--
-- The words are English-stemmed ('priced' finds 'pricing'), and every word typed is also read as
-- the start of a word, so the list narrows while a word is still being typed. The body is
-- searched as the text a reader sees (tags dropped, entities decoded: private.plain_text).
-- The search document is an expression with a GIN index over it rather than a stored column, so
-- rows read with `*` (the editor, the change queue, the archive) carry no extra column and
-- nothing else changes shape; only the matched rows' documents are read, through the index.

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

create index blog_posts_search_idx on public.blog_posts
  using gin (private.post_search_document(title, excerpt, content));

-- What was typed, as a query: every run of letters and digits, stemmed, each also the start of
-- a longer word, all required. Null when nothing searchable was typed (only spaces, only
-- punctuation, or only words too common to index such as 'the').
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

create function public.owner_search_posts(
  search text,
  post_status text,
  tag text,
  sort text,
  page_offset integer,
  page_limit integer
)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  wanted tsquery := private.post_search_query(search);
begin
  if not (select private.is_owner()) then
    raise exception 'Only the site owner can search the posts' using errcode = '42501';
  end if;
  if coalesce(post_status, '') not in ('', 'draft', 'scheduled', 'published') then
    raise exception 'A post status is draft, scheduled, published or empty for any'
      using errcode = '22023';
  end if;
  if sort not in ('created', 'published', 'edited') then
    raise exception 'Posts are sorted by created, published or edited' using errcode = '22023';
  end if;
  if page_offset < 0 or page_limit < 1 or page_limit > 200 then
    raise exception 'A page starts at 0 or later and holds 1 to 200 posts' using errcode = '22023';
  end if;
  return (
    with matched as (
      select post.id, post.title, post.slug, post.published, post.featured, post.publish_date,
             post.created_at, post.updated_at, post.newsletter_sent, post.scheduled_at, post.tags
        from public.blog_posts as post
       where (wanted is null
              or private.post_search_document(post.title, post.excerpt, post.content) @@ wanted)
         and (coalesce(tag, '') = '' or post.tags @> array[tag])
         and case post_status
               when 'draft' then not post.published and post.scheduled_at is null
               when 'scheduled' then not post.published and post.scheduled_at is not null
               when 'published' then post.published
               else true
             end
    ),
    page as (
      select matched.*,
             row_number() over (
               order by
                 case when sort = 'created' then matched.created_at end desc,
                 case when sort = 'published' then matched.publish_date end desc nulls last,
                 case when sort = 'edited' then matched.updated_at end desc,
                 matched.created_at desc,
                 -- Posts of the same moment keep one order, so no post is on two pages or none.
                 matched.id desc
             ) as position
        from matched
    )
    select jsonb_build_object(
      'total', (select count(*) from matched),
      'posts', coalesce((
        select jsonb_agg(to_jsonb(page) - 'position' order by page.position)
          from page
         where page.position > page_offset and page.position <= page_offset + page_limit
      ), '[]'::jsonb)
    )
  );
end;
$$;

revoke execute on function public.owner_search_posts(text, text, text, text, integer, integer)
  from public, anon;
grant execute on function public.owner_search_posts(text, text, text, text, integer, integer)
  to authenticated, service_role;
