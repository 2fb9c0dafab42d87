-- Replies, likes and boosts from the social web (functions/activitypub-inbox), and the servers
-- the owner blocks. A reply to a post arrives pending; the owner approves, hides or deletes it
-- on the Replies screen, and only approved replies are public (the build shows them under the
-- post). Only the function writes replies and reactions (service role); the owner moderates.

create table public.fediverse_replies (
  id uuid primary key default gen_random_uuid(),
  -- The Note's id on its server: an Update or a Delete names it.
  object_id text not null unique,
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  actor_id text not null,
  author_name text not null,
  -- '@user@host', as readers on the social web write it.
  author_handle text not null,
  -- The reply on its own server, for the link to the original.
  url text not null,
  -- Its HTML, cleaned by the inbox to the elements a reply needs (functions/_shared/replyHtml.ts).
  content text not null,
  published_at timestamptz not null,
  state text not null default 'pending',
  received_at timestamptz not null default now(),
  constraint fediverse_replies_state check (state in ('pending', 'approved', 'hidden')),
  constraint fediverse_replies_sizes check (
    char_length(author_name) <= 200 and char_length(author_handle) <= 300
    and char_length(url) <= 2000 and char_length(content) <= 100000
  )
);

create index fediverse_replies_post_idx on public.fediverse_replies (post_id, published_at);

-- A Like or an Announce (a boost) of a post, one per actor and kind, for the owner's counts.
create table public.fediverse_reactions (
  activity_id text primary key,
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  type text not null,
  actor_id text not null,
  received_at timestamptz not null default now(),
  constraint fediverse_reactions_type check (type in ('Like', 'Announce')),
  unique (post_id, type, actor_id)
);

-- A server whose activities the inbox refuses (403), by host as addresses write it.
create table public.fediverse_blocked_servers (
  host text primary key,
  blocked_at timestamptz not null default now(),
  constraint fediverse_blocked_servers_host check (
    host ~ '^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?$' and char_length(host) <= 260
  )
);

alter table public.fediverse_replies enable row level security;
alter table public.fediverse_reactions enable row level security;
alter table public.fediverse_blocked_servers enable row level security;

revoke all on table public.fediverse_replies, public.fediverse_reactions,
  public.fediverse_blocked_servers from anon, authenticated;
grant all on table public.fediverse_replies, public.fediverse_reactions,
  public.fediverse_blocked_servers to service_role;
grant select on table public.fediverse_replies to anon, authenticated;
grant update (state), delete on table public.fediverse_replies to authenticated;
grant select on table public.fediverse_reactions to authenticated;
grant select, insert, delete on table public.fediverse_blocked_servers to authenticated;
grant delete on table public.fediverse_followers to authenticated;

create policy "Approved replies are public" on public.fediverse_replies
  for select to anon, authenticated
  using (state = 'approved');
create policy "The owner reads replies" on public.fediverse_replies
  for select to authenticated using ((select private.is_owner()));
create policy "The owner moderates replies" on public.fediverse_replies
  for update to authenticated
  using ((select private.is_owner())) with check ((select private.is_owner()));
create policy "The owner deletes replies" on public.fediverse_replies
  for delete to authenticated using ((select private.is_owner()));

create policy "The owner reads reactions" on public.fediverse_reactions
  for select to authenticated using ((select private.is_owner()));

create policy "The owner reads blocked servers" on public.fediverse_blocked_servers
  for select to authenticated using ((select private.is_owner()));
create policy "The owner blocks servers" on public.fediverse_blocked_servers
  for insert to authenticated with check ((select private.is_owner()));
create policy "The owner unblocks servers" on public.fediverse_blocked_servers
  for delete to authenticated using ((select private.is_owner()));

create policy "The owner removes followers" on public.fediverse_followers
  for delete to authenticated using ((select private.is_owner()));

-- The build shows approved replies under their post: a change to one asks for a build (as a
-- change to a published post does), a pending or hidden one's changes do not.
create trigger fediverse_replies_rebuild_on_update
after update on public.fediverse_replies
for each row
when (old.state = 'approved' or new.state = 'approved')
execute function private.request_site_rebuild();

create trigger fediverse_replies_rebuild_on_delete
after delete on public.fediverse_replies
for each row
when (old.state = 'approved')
execute function private.request_site_rebuild();
