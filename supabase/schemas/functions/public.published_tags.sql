create function public.published_tags()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'blog_posts', coalesce((
      select jsonb_agg(distinct tag order by tag)
      from public.blog_posts, unnest(tags) as tag
      where published
    ), '[]'::jsonb),
    'publications', coalesce((
      select jsonb_agg(distinct tag order by tag)
      from public.publications, unnest(tags) as tag
    ), '[]'::jsonb)
  );
$$;
