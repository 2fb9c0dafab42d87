create function public.post_neighbours(post_slug text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with current_post as (
    select post.id, post.tags, coalesce(post.publish_date, post.created_at) as shown_at
      from public.blog_posts as post
     where post.slug = post_slug and post.published
  ),
  others as (
    select post, coalesce(post.publish_date, post.created_at) as shown_at
      from public.blog_posts as post, current_post
     where post.published and post.id <> current_post.id
  )
  select jsonb_build_object(
    'previous', (
      select private.post_card(others.post) from others, current_post
       where (others.shown_at, (others.post).id) < (current_post.shown_at, current_post.id)
       order by others.shown_at desc, (others.post).id desc
       limit 1
    ),
    'next', (
      select private.post_card(others.post) from others, current_post
       where (others.shown_at, (others.post).id) > (current_post.shown_at, current_post.id)
       order by others.shown_at, (others.post).id
       limit 1
    ),
    'related', coalesce((
      select jsonb_agg(ranked.card order by ranked.shared desc, ranked.shown_at desc, ranked.id desc)
        from (
          select private.post_card(others.post) as card, others.shown_at, (others.post).id,
                 (select count(*)
                    from unnest((others.post).tags) as tag
                   where lower(tag) in (select lower(mine) from unnest(current_post.tags) as mine)
                 ) as shared
            from others, current_post
           order by shared desc, others.shown_at desc, (others.post).id desc
           limit 3
        ) as ranked
       where ranked.shared > 0
    ), '[]'::jsonb)
  )
  from current_post;
$$;
