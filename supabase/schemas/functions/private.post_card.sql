create function private.post_card(post public.blog_posts)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', post.id, 'title', post.title, 'slug', post.slug, 'author', post.author,
    'publish_date', post.publish_date, 'created_at', post.created_at, 'featured', post.featured,
    'tags', to_jsonb(post.tags), 'summary', post.card_excerpt
  );
$$;
