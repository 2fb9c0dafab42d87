-- Private preview links: the owner gives someone a link to one post before it is published.
-- The link carries a random token made by the owner's app; only its SHA-256 hash is kept here,
-- so the table never holds what would open a preview. A link lasts 7 days unless revoked
-- sooner. Only the owner (with aal2 once two-factor is on) lists, creates and revokes links;
-- anyone holding a token reads that one post through public.post_preview and nothing else.

create table public.post_preview_links (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  -- Hex SHA-256 of the token.
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  revoked_at timestamptz,
  constraint post_preview_links_token_hash check (token_hash ~ '^[0-9a-f]{64}$')
);

create index post_preview_links_post_idx on public.post_preview_links (post_id, created_at desc);

alter table public.post_preview_links enable row level security;
revoke all on table public.post_preview_links from anon, authenticated;
grant all on table public.post_preview_links to service_role;
-- The owner names the post and the hash; the database sets the times. Revoking sets revoked_at.
grant select on table public.post_preview_links to authenticated;
grant insert (post_id, token_hash) on table public.post_preview_links to authenticated;
grant update (revoked_at) on table public.post_preview_links to authenticated;

create policy "The owner reads preview links" on public.post_preview_links
  for select to authenticated using ((select private.is_owner()));
create policy "The owner creates preview links" on public.post_preview_links
  for insert to authenticated with check ((select private.is_owner()));
create policy "The owner revokes preview links" on public.post_preview_links
  for update to authenticated
  using ((select private.is_owner()))
  with check ((select private.is_owner()) and revoked_at is not null);

-- What a preview shows of its post: the fields its public page shows.
create type private.post_preview_fields as (
  id uuid,
  title text,
  slug text,
  excerpt text,
  content text,
  tags text[],
  featured boolean,
  published boolean,
  publish_date timestamptz,
  read_time integer,
  featured_image_url text,
  featured_image_variants jsonb,
  author text,
  meta_description text,
  created_at timestamptz,
  updated_at timestamptz
);
grant usage on type private.post_preview_fields to anon, authenticated, service_role;

-- The post a token opens, while the link is neither expired nor revoked; no row for any other
-- token.
create function private.post_preview(token text)
returns setof private.post_preview_fields
language sql
stable
security definer
set search_path = ''
as $$
  select post.id, post.title, post.slug, post.excerpt, post.content, post.tags, post.featured,
         post.published, post.publish_date, post.read_time, post.featured_image_url,
         post.featured_image_variants, post.author, post.meta_description, post.created_at,
         post.updated_at
    from public.post_preview_links as link
    join public.blog_posts as post on post.id = link.post_id
   where link.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')
     and link.revoked_at is null
     and link.expires_at > now();
$$;
revoke execute on function private.post_preview(text) from public;
grant execute on function private.post_preview(text) to anon, authenticated, service_role;

-- Public RPC of the /preview/{token} page.
create function public.post_preview(token text)
returns setof private.post_preview_fields
language sql
stable
set search_path = ''
as $$
  select * from private.post_preview(token);
$$;
revoke execute on function public.post_preview(text) from public;
grant execute on function public.post_preview(text) to anon, authenticated, service_role;
