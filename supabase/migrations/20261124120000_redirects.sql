-- Old addresses that keep working: a post imported from another site (a WordPress permalink such
-- as /2019/05/some-post/) is reached from its old path. The build writes one rule per published
-- post's redirect into the static host's `_redirects` file; a redirect follows its post's
-- current slug, and goes with the post when the post is deleted.

create table public.redirects (
  id uuid primary key default gen_random_uuid(),
  from_path text not null,
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint redirects_from_path_key unique (from_path),
  -- A plain path: no query, fragment, spaces, or the `*` and `:name` of the redirects syntax.
  constraint redirects_from_path_format check (
    from_path ~ '^/[^\s*?#:]+$' and length(from_path) <= 500
  )
);

create index redirects_post_id_idx on public.redirects (post_id);

create trigger set_updated_at before insert or update on public.redirects
  for each row execute function private.set_updated_at();

alter table public.redirects enable row level security;

revoke all on table public.redirects from anon, authenticated;
grant all on table public.redirects to service_role;
grant select on table public.redirects to anon, authenticated;
grant insert, update, delete on table public.redirects to authenticated;

create policy "Redirects to published posts are public; the owner reads all" on public.redirects
  for select to anon, authenticated
  using (
    exists (select 1 from public.blog_posts as post where post.id = post_id and post.published)
    or (select private.is_owner())
  );
create policy "The owner creates rows" on public.redirects for insert to authenticated
  with check ((select private.is_owner()));
create policy "The owner edits rows" on public.redirects for update to authenticated
  using ((select private.is_owner())) with check ((select private.is_owner()));
create policy "The owner deletes rows" on public.redirects for delete to authenticated
  using ((select private.is_owner()));
