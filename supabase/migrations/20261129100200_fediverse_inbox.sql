-- The social web's inbox (functions/activitypub-inbox): the servers that follow the owner, the
-- keys their requests were signed with, and the activities already handled, so that one sent
-- twice is handled once. Only the function writes here (service role); the owner reads.

create table public.fediverse_followers (
  actor_id text primary key,
  inbox text not null,
  shared_inbox text,
  -- The Follow the Accept answered; an Undo names it.
  follow_id text not null,
  followed_at timestamptz not null default now()
);

-- A key as its actor published it, kept so that each request is not a fetch; fetched again
-- when a signature fails with it (the actor made a new one).
create table public.fediverse_actor_keys (
  key_id text primary key,
  actor_id text not null,
  public_key_pem text not null,
  fetched_at timestamptz not null default now()
);

create index fediverse_actor_keys_actor_idx on public.fediverse_actor_keys (actor_id);

create table public.fediverse_inbox_activities (
  activity_id text primary key,
  type text not null,
  actor_id text not null,
  received_at timestamptz not null default now()
);

alter table public.fediverse_followers enable row level security;
alter table public.fediverse_actor_keys enable row level security;
alter table public.fediverse_inbox_activities enable row level security;

revoke all on table public.fediverse_followers, public.fediverse_actor_keys,
  public.fediverse_inbox_activities from anon, authenticated;
grant all on table public.fediverse_followers, public.fediverse_actor_keys,
  public.fediverse_inbox_activities to service_role;
grant select on table public.fediverse_followers, public.fediverse_actor_keys,
  public.fediverse_inbox_activities to authenticated;

create policy "The owner reads followers" on public.fediverse_followers
  for select to authenticated using ((select private.is_owner()));
create policy "The owner reads actor keys" on public.fediverse_actor_keys
  for select to authenticated using ((select private.is_owner()));
create policy "The owner reads inbox activities" on public.fediverse_inbox_activities
  for select to authenticated using ((select private.is_owner()));
