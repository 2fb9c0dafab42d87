create or replace function private.post_preview(token text)
returns setof private.post_preview_fields
language sql
stable
security definer
set search_path = ''
as $$
  select post.id, post.title, post.slug, post.excerpt, post.content, post.tags, post.featured,
         post.published, post.publish_date, post.read_time, post.featured_image_url,
         post.featured_image_variants, post.author, post.meta_description, post.created_at,
         post.updated_at, post.banner_alt
    from public.post_preview_links as link
    join public.blog_posts as post on post.id = link.post_id
   where link.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')
     and link.revoked_at is null
     and link.expires_at > now();
$$;
