create function public.content_stamp()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'blog_posts', (select count(*) || ':' || coalesce(max(updated_at)::text, '') from public.blog_posts),
    'publications', (select count(*) || ':' || coalesce(max(updated_at)::text, '') from public.publications),
    'experiences', (select count(*) || ':' || coalesce(max(updated_at)::text, '') from public.experiences),
    'earlier_experiences', (select count(*) || ':' || coalesce(max(updated_at)::text, '') from public.earlier_experiences),
    'startup_experience_logos', (select count(*) || ':' || coalesce(max(updated_at)::text, '') from public.startup_experience_logos),
    'services', (select count(*) || ':' || coalesce(max(updated_at)::text, '') from public.services),
    'testimonials', (select count(*) || ':' || coalesce(max(updated_at)::text, '') from public.testimonials),
    'contact_faqs', (select count(*) || ':' || coalesce(max(updated_at)::text, '') from public.contact_faqs),
    -- The replies from the social web shown under posts: the approved ones alone.
    'fediverse_replies', (
      select count(*) || ':' || coalesce(max(updated_at)::text, '')
        from public.fediverse_replies
       where state = 'approved'
    )
  );
$$;
