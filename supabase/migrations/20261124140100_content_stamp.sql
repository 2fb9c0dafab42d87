-- A cheap way for a prerendered page to know whether what it was built with is still current:
-- per table, how many rows the caller may see and when the newest of them last changed. A page
-- compares it with the stamp of its build and fetches only the tables whose stamp differs. Rows
-- are counted as the caller sees them (row-level security applies), so a post deleted or
-- unpublished since the build changes the count, and any edit changes the newest updated_at.
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
    'contact_faqs', (select count(*) || ':' || coalesce(max(updated_at)::text, '') from public.contact_faqs)
  );
$$;

revoke execute on function public.content_stamp() from public;
grant execute on function public.content_stamp() to anon, authenticated, service_role;

-- Every tag a visitor can filter by, once each: those of the published posts and those of the
-- publications. The blog (both) and the publications page (theirs) build their filter chips from
-- it without reading a list.
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

revoke execute on function public.published_tags() from public;
grant execute on function public.published_tags() to anon, authenticated, service_role;
