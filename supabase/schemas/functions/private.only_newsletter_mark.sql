create function private.only_newsletter_mark(before public.blog_posts, after public.blog_posts)
returns boolean
language sql
immutable
set search_path = ''
as $$
  -- The generated columns follow excerpt and content; a BEFORE trigger sees them unset.
  select to_jsonb(before) - array['newsletter_sent', 'updated_at', 'card_excerpt', 'featured_excerpt', 'meta_description']
       = to_jsonb(after) - array['newsletter_sent', 'updated_at', 'card_excerpt', 'featured_excerpt', 'meta_description'];
$$;
