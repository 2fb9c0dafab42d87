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
       where (wanted is null or exists (
               select from private.blog_post_search as found
                where found.post_id = post.id and found.document @@ wanted))
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
