-- The social web's delivery (functions/activitypub-deliver): a post's Create when it is first
-- published (by the editor, the list, a schedule or plain SQL, with every app closed), its
-- Update when a published post is saved, its Delete when it is unpublished or deleted, queued
-- here as one delivery per follower's server (its shared inbox) and sent by the function, which
-- the database asks through pg_net when a delivery is due (at once, and each minute from
-- pg_cron's private.run_publishing_jobs). A post is announced once, however it was published;
-- an archive restore announces nothing. The owner reads the queue; only the functions write.
--
-- On hosted Supabase, set where the function is and the secret it expects (the same value as
-- its FEDIVERSE_DISPATCH_SECRET):
--   update private.fediverse_dispatch
--      set function_url = 'https://<project>.supabase.co/functions/v1/activitypub-deliver',
--          secret = '<a long random secret>';
-- The local backend sets both itself at start.
create table private.fediverse_dispatch (
  singleton boolean primary key default true,
  function_url text,
  secret text,
  constraint fediverse_dispatch_single_row check (singleton),
  constraint fediverse_dispatch_http_url check (function_url is null or function_url ~ '^https?://')
);
insert into private.fediverse_dispatch default values;
revoke all on table private.fediverse_dispatch from anon, authenticated;

-- The posts whose Create went out (or, restored from an archive, counts as gone out): none is
-- announced twice.
create table private.fediverse_announced_posts (
  post_id uuid primary key,
  announced_at timestamptz not null default now()
);
revoke all on table private.fediverse_announced_posts from anon, authenticated;

-- Each delivery of an activity about a post to one inbox: 'pending' until the server takes it
-- ('delivered'), or three days of retries pass ('failed'). Kept without a reference to the
-- post, whose Delete outlives it.
create table public.fediverse_deliveries (
  id bigint generated always as identity primary key,
  post_id uuid not null,
  activity text not null,
  inbox text not null,
  host text not null,
  state text not null default 'pending',
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  next_attempt_at timestamptz not null default now(),
  finished_at timestamptz,
  last_error text,
  constraint fediverse_deliveries_activity_known check (activity in ('Create', 'Update', 'Delete')),
  constraint fediverse_deliveries_state_known check (state in ('pending', 'delivered', 'failed'))
);
create unique index fediverse_deliveries_one_pending
  on public.fediverse_deliveries (post_id, inbox) where state = 'pending';
create index fediverse_deliveries_due
  on public.fediverse_deliveries (next_attempt_at) where state = 'pending';

-- Servers that keep failing, paused until paused_until: none of their deliveries is tried
-- before then, so a server that is down is not called every minute.
create table public.fediverse_delivery_hosts (
  host text primary key,
  failures integer not null,
  paused_until timestamptz not null,
  last_error text
);

alter table public.fediverse_deliveries enable row level security;
alter table public.fediverse_delivery_hosts enable row level security;
revoke all on table public.fediverse_deliveries, public.fediverse_delivery_hosts
  from anon, authenticated;
grant all on table public.fediverse_deliveries, public.fediverse_delivery_hosts to service_role;
grant select on table public.fediverse_deliveries, public.fediverse_delivery_hosts to authenticated;
create policy "The owner reads deliveries" on public.fediverse_deliveries
  for select to authenticated using ((select private.is_owner()));
create policy "The owner reads paused servers" on public.fediverse_delivery_hosts
  for select to authenticated using ((select private.is_owner()));

-- The functions, written by `npm run db:diff -- fediverse_delivery` from
-- supabase/schemas/functions: their definitions are edited there.

-- private.enqueue_fediverse_delivery: new. Its execute rights are the database's defaults: revoke
-- what it must not have here.
create or replace function private.enqueue_fediverse_delivery(post uuid, activity text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- One delivery per server: a follower's shared inbox, else its own inbox. A delivery still
  -- waiting for the same post and inbox carries the newest news instead: a Delete replaces
  -- anything, and an Update waits behind a Create, which will carry the post as it is then.
  insert into public.fediverse_deliveries as delivery (post_id, activity, inbox, host)
  select distinct post, activity, target.inbox, substring(target.inbox from '^[a-z]+://([^/?#]+)')
    from (
      select coalesce(follower.shared_inbox, follower.inbox) as inbox
        from public.fediverse_followers as follower
    ) as target
  on conflict (post_id, inbox) where state = 'pending' do update
    set activity = case
      when delivery.activity = 'Create' and excluded.activity = 'Update' then delivery.activity
      else excluded.activity
    end;

  -- Kept a month, for the owner to read how delivery went.
  delete from public.fediverse_deliveries as done
   where done.state <> 'pending' and done.finished_at < now() - interval '30 days';

  perform private.request_fediverse_delivery(now());
end;
$$;

-- private.fediverse_on_post_change: new. Its execute rights are the database's defaults: revoke
-- what it must not have here.
create or replace function private.fediverse_on_post_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  announced boolean;
begin
  -- An archive restore brings back posts their followers saw long ago: it announces nothing,
  -- and what it publishes counts as announced.
  if private.restoring_archive() then
    if tg_op <> 'DELETE' and new.published then
      insert into private.fediverse_announced_posts (post_id) values (new.id)
      on conflict (post_id) do nothing;
    end if;
    return null;
  end if;

  if tg_op = 'DELETE' then
    if old.published
       and exists (select 1 from private.fediverse_announced_posts where post_id = old.id) then
      perform private.enqueue_fediverse_delivery(old.id, 'Delete');
    end if;
    return null;
  end if;

  announced := exists (select 1 from private.fediverse_announced_posts where post_id = new.id);
  if new.published and (tg_op = 'INSERT' or not old.published) then
    -- Announced once, however it was published: publishing it again announces nothing.
    if not announced then
      insert into private.fediverse_announced_posts (post_id) values (new.id);
      perform private.enqueue_fediverse_delivery(new.id, 'Create');
    end if;
  elsif announced and new.published and not private.is_autosave() then
    perform private.enqueue_fediverse_delivery(new.id, 'Update');
  elsif announced and old.published and not new.published then
    perform private.enqueue_fediverse_delivery(new.id, 'Delete');
  end if;
  return null;
end;
$$;

-- private.request_fediverse_delivery: new. Its execute rights are the database's defaults: revoke
-- what it must not have here.
create or replace function private.request_fediverse_delivery(run_at timestamptz default now())
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  target text;
  key text;
begin
  select function_url, secret into target, key from private.fediverse_dispatch;
  -- Asked only when a delivery is due on a server that is not paused; otherwise the queue
  -- waits for the next run (pg_cron, every minute).
  if target is null
     or key is null
     or to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null
     or not exists (
       select 1
         from public.fediverse_deliveries as delivery
        where delivery.state = 'pending'
          and delivery.next_attempt_at <= run_at
          and not exists (
            select 1 from public.fediverse_delivery_hosts as paused
             where paused.host = delivery.host and paused.paused_until > run_at
          )
     ) then
    return false;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := $4)'
    using target,
          '{}'::jsonb,
          jsonb_build_object('Content-Type', 'application/json', 'x-fediverse-secret', key),
          150000;
  return true;
end;
$$;

-- private.run_publishing_jobs: changed.
create or replace function private.run_publishing_jobs(run_at timestamptz default now())
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.publish_due_posts(run_at);
  perform private.retry_newsletters(run_at);
  perform private.request_fediverse_delivery(run_at);
end;
$$;

revoke execute on function private.enqueue_fediverse_delivery(uuid, text) from public, anon, authenticated;
revoke execute on function private.fediverse_on_post_change() from public, anon, authenticated;
revoke execute on function private.request_fediverse_delivery(timestamptz) from public, anon, authenticated;

-- A save that only marks the post mailed is no edit (private.only_newsletter_mark).
create trigger blog_posts_fediverse_on_insert
after insert on public.blog_posts
for each row when (new.published)
execute function private.fediverse_on_post_change();

create trigger blog_posts_fediverse_on_update
after update on public.blog_posts
for each row when ((old.published or new.published) and not private.only_newsletter_mark(old, new))
execute function private.fediverse_on_post_change();

create trigger blog_posts_fediverse_on_delete
after delete on public.blog_posts
for each row when (old.published)
execute function private.fediverse_on_post_change();
