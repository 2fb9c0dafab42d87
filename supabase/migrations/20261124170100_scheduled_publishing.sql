-- Scheduled publishing that needs no open app: the owner gives a draft a time
-- (blog_posts.scheduled_at), and a job every minute publishes the posts whose time has come,
-- with that time as their publish date. Publishing does the rest as it always does: the build
-- hook (blog_posts_rebuild_on_update) and the newsletter, once
-- (20261124170000_newsletter_from_database). A post whose time passed while nothing ran goes
-- out at the next run.
alter table public.blog_posts add column scheduled_at timestamptz;

create index blog_posts_scheduled_idx on public.blog_posts (scheduled_at)
  where scheduled_at is not null;

-- A published post has no schedule: publishing by hand (or unpublishing) ends it.
create function private.end_schedule_when_published()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published then
    new.scheduled_at := null;
  end if;
  return new;
end;
$$;
revoke execute on function private.end_schedule_when_published() from public, anon, authenticated;

create trigger blog_posts_end_schedule_when_published
before insert or update on public.blog_posts
for each row execute function private.end_schedule_when_published();

-- Publishes the posts due at `run_at` (now, unless a stand-in scheduler keeps its own clock).
create function private.publish_due_posts(run_at timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  published_count integer;
begin
  update public.blog_posts
     set published = true,
         publish_date = scheduled_at
   where scheduled_at <= run_at
     and not published;
  get diagnostics published_count = row_count;
  return published_count;
end;
$$;
revoke execute on function private.publish_due_posts(timestamptz) from public, anon, authenticated;

-- What the scheduler runs every minute: due posts, then newsletters to ask again.
create function private.run_publishing_jobs(run_at timestamptz default now())
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.publish_due_posts(run_at);
  perform private.retry_newsletters(run_at);
end;
$$;
revoke execute on function private.run_publishing_jobs(timestamptz) from public, anon, authenticated;

-- On hosted Supabase, pg_cron runs the jobs every minute (it lives in pg_catalog, the only
-- schema its control file allows; supautils lets postgres create it). Where pg_cron is not
-- offered (PGlite), the local backend runs the same function every minute itself.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('publish-due-posts', '* * * * *', 'select private.run_publishing_jobs()');
  end if;
end
$$;
