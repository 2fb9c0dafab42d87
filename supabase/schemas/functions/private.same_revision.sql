create or replace function private.same_revision(a public.blog_post_revisions, b public.blog_post_revisions)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select a.post_id = b.post_id
     and date_trunc('milliseconds', a.created_at) = date_trunc('milliseconds', b.created_at)
     and (a.title, a.slug, a.excerpt, a.content, a.tags, a.featured, a.published,
          date_trunc('milliseconds', a.publish_date), a.featured_image_url, a.banner_alt, a.author,
          a.seo_title, a.seo_description, a.canonical_url, a.operation, a.changed_by,
          a.changed_through)
         is not distinct from
         (b.title, b.slug, b.excerpt, b.content, b.tags, b.featured, b.published,
          date_trunc('milliseconds', b.publish_date), b.featured_image_url, b.banner_alt, b.author,
          b.seo_title, b.seo_description, b.canonical_url, b.operation, b.changed_by,
          b.changed_through);
$$;
