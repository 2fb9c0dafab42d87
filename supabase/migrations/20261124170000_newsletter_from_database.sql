-- The newsletter goes out from the database, however a post becomes published (the editor, the
-- list's Publish button, a schedule, plain SQL), with every app closed: the post's first
-- publication asks the send-newsletter function through pg_net. The function mails each
-- confirmed subscriber once (newsletter_deliveries), so asking again never mails twice, and a
-- failed send is asked again by private.retry_newsletters().
--
-- On hosted Supabase, set where the function is and the secret it expects (the same value as
-- its NEWSLETTER_DISPATCH_SECRET):
--   update private.newsletter_dispatch
--      set function_url = 'https://<project>.supabase.co/functions/v1/send-newsletter',
--          secret = '<a long random secret>';
-- The local backend sets both itself at start.
create table private.newsletter_dispatch (
  singleton boolean primary key default true,
  function_url text,
  secret text,
  constraint newsletter_dispatch_single_row check (singleton),
  constraint newsletter_dispatch_http_url check (function_url is null or function_url ~ '^https?://')
);
insert into private.newsletter_dispatch default values;
revoke all on table private.newsletter_dispatch from anon, authenticated;

-- How each post's newsletter went: 'requested' while the function works on it, then 'sent' or
-- 'failed' (with what went wrong). The owner's editor reads it to say how publishing went.
create table public.newsletter_sends (
  post_id uuid primary key references public.blog_posts (id) on delete cascade,
  state text not null default 'requested',
  attempts integer not null default 1,
  requested_at timestamptz not null default now(),
  finished_at timestamptz,
  error text,
  constraint newsletter_sends_state_known check (state in ('requested', 'sent', 'failed'))
);

alter table public.newsletter_sends enable row level security;
revoke all on table public.newsletter_sends from anon, authenticated;
grant select on table public.newsletter_sends to authenticated;
grant all on table public.newsletter_sends to service_role;
create policy "The owner reads newsletter sends" on public.newsletter_sends
  for select to authenticated using ((select private.is_owner()));

-- Asks the function to mail the post. Recorded as failed at once when nothing can be asked (no
-- function set, or no pg_net), so the editor says so instead of waiting.
create function private.request_newsletter(post uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target text;
  key text;
  problem text;
begin
  select function_url, secret into target, key from private.newsletter_dispatch;
  if target is null or key is null then
    problem := 'The newsletter function is not set up (private.newsletter_dispatch).';
  elsif to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null then
    problem := 'The database cannot call the newsletter function (pg_net is not installed).';
  end if;

  insert into public.newsletter_sends as send (post_id, state, error, finished_at)
  values (
    post,
    case when problem is null then 'requested' else 'failed' end,
    problem,
    case when problem is null then null else now() end
  )
  on conflict (post_id) do update
    set state = excluded.state,
        error = excluded.error,
        finished_at = excluded.finished_at,
        attempts = send.attempts + 1,
        requested_at = now();

  if problem is null then
    execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := $4)'
      using target,
            jsonb_build_object('postId', post),
            jsonb_build_object('Content-Type', 'application/json', 'x-newsletter-secret', key),
            60000;
  end if;
end;
$$;
revoke execute on function private.request_newsletter(uuid) from public, anon, authenticated;

create function private.newsletter_on_publish()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- An archive restore brings back posts that were mailed long ago: it mails nobody.
  if not private.restoring_archive() then
    perform private.request_newsletter(new.id);
  end if;
  return null;
end;
$$;
revoke execute on function private.newsletter_on_publish() from public, anon, authenticated;

-- The first publication only: a post mailed before (newsletter_sent) is never mailed again.
create trigger blog_posts_newsletter_on_insert
after insert on public.blog_posts
for each row when (new.published and not new.newsletter_sent)
execute function private.newsletter_on_publish();

create trigger blog_posts_newsletter_on_publish
after update of published on public.blog_posts
for each row when (new.published and not old.published and not new.newsletter_sent)
execute function private.newsletter_on_publish();

-- Sends to ask again: failed ones after a pause that grows with each attempt (up to an hour),
-- and requests with no answer after 15 minutes (lost on the way, or the function stopped).
-- `run_at` is now, unless a stand-in scheduler keeps its own clock.
create function private.retry_newsletters(run_at timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due uuid;
  asked integer := 0;
begin
  for due in
    select send.post_id
      from public.newsletter_sends as send
      join public.blog_posts as post on post.id = send.post_id
     where post.published
       and not post.newsletter_sent
       and (
         (send.state = 'failed'
           and send.finished_at < run_at - least(send.attempts, 60) * interval '1 minute')
         or (send.state = 'requested' and send.requested_at < run_at - interval '15 minutes')
       )
  loop
    perform private.request_newsletter(due);
    asked := asked + 1;
  end loop;
  return asked;
end;
$$;
revoke execute on function private.retry_newsletters(timestamptz) from public, anon, authenticated;

-- The function marks the post mailed (newsletter_sent) seconds after it went out. That mark is
-- no edit: it keeps the post's updated_at, so the owner's next save meets no conflict, and it
-- calls no build (nothing a visitor sees changed).
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
-- Left executable by every role: the triggers below run it as whoever writes the post, and it
-- only compares the two rows it is given.

create function private.keep_updated_at_for_newsletter_mark()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.only_newsletter_mark(old, new) then
    new.updated_at := old.updated_at;
  end if;
  return new;
end;
$$;
revoke execute on function private.keep_updated_at_for_newsletter_mark() from public, anon, authenticated;

-- Named to run after set_updated_at (triggers of one event run in name order).
create trigger set_updated_at_not_for_newsletter_mark
before update of newsletter_sent on public.blog_posts
for each row execute function private.keep_updated_at_for_newsletter_mark();

drop trigger blog_posts_rebuild_on_update on public.blog_posts;
create trigger blog_posts_rebuild_on_update
after update on public.blog_posts
for each row when ((old.published or new.published) and not private.only_newsletter_mark(old, new))
execute function private.request_site_rebuild();
