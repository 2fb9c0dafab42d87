-- The owner's post search computed each post's search document from its body whenever the
-- planner chose to read the posts rather than the index, and it does so when most posts match a
-- word (common words, or the first letters of one while it is typed): 1.7 s at 300 posts on
-- PGlite, 4.6 s at 1,000. Each post's document is now kept, written with the post by a trigger,
-- in a table of the private schema (which the Data API does not expose), so no read of
-- blog_posts changes shape and a search never computes a document.

create table private.blog_post_search (
  post_id uuid primary key references public.blog_posts (id) on delete cascade,
  document tsvector not null
);
create index blog_post_search_document_idx on private.blog_post_search using gin (document);
alter table private.blog_post_search enable row level security;
revoke all on table private.blog_post_search from anon, authenticated, service_role;
-- owner_search_posts runs as the caller: the owner reads the documents, nobody writes them.
grant select on table private.blog_post_search to authenticated;
create policy "The owner reads search documents" on private.blog_post_search
  for select to authenticated
  using ((select private.is_owner()));

create function private.keep_post_search_document()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.blog_post_search (post_id, document)
  values (new.id, private.post_search_document(new.title, new.excerpt, new.content))
  on conflict (post_id) do update set document = excluded.document;
  return null;
end;
$$;

revoke execute on function private.keep_post_search_document() from public, anon, authenticated;

create trigger blog_posts_keep_search_document
  after insert or update of title, excerpt, content on public.blog_posts
  for each row execute function private.keep_post_search_document();

insert into private.blog_post_search (post_id, document)
  select id, private.post_search_document(title, excerpt, content) from public.blog_posts;

drop index public.blog_posts_search_idx;

create or replace function public.owner_search_posts(
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
        left join private.blog_post_search as found on found.post_id = post.id
       where (wanted is null or found.document @@ wanted)
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

