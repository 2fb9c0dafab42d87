-- How long a sign-in lasts (ASVS 7.3.1, 7.3.2): the desktop app for at most 7 days, a browser
-- for at most 24 hours, and either for at most 12 hours without use. These three values are the
-- one place to change them: update private.session_limits.
--
-- Supabase Auth refuses to refresh a session once the time in its own `not_after` column has
-- passed, on every plan. Its [auth.sessions] time-box and inactivity settings cannot tell the
-- desktop app from a browser (one value for all sessions), so instead a trigger keeps each
-- session's not_after at the earlier of
--   its creation + the lifetime of its kind of client, fixed at sign-in, and
--   its last refresh + the inactivity timeout.
-- The desktop app is recognised by its user agent at sign-in: Electron names itself in it.

create table private.session_limits (
  singleton boolean primary key default true,
  desktop_lifetime interval not null default interval '7 days',
  browser_lifetime interval not null default interval '24 hours',
  inactivity_timeout interval not null default interval '12 hours',
  constraint session_limits_single_row check (singleton),
  constraint session_limits_positive check (
    desktop_lifetime > interval '0' and browser_lifetime > interval '0'
    and inactivity_timeout > interval '0'
  )
);
insert into private.session_limits default values;
alter table private.session_limits enable row level security;
revoke all on table private.session_limits from anon, authenticated, service_role;

-- When each session must end whatever its use, fixed when it starts, so that refreshing it later
-- with another user agent cannot lengthen it.
create table private.session_ends (
  session_id uuid primary key references auth.sessions (id) on delete cascade,
  ends_at timestamptz not null
);
alter table private.session_ends enable row level security;
revoke all on table private.session_ends from anon, authenticated, service_role;

create function private.is_desktop_app(user_agent text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(user_agent ~ '\mElectron/', false);
$$;

-- The lifetime of a session that starts now with this user agent.
create function private.session_lifetime(user_agent text)
returns interval
language sql
stable
security definer
set search_path = ''
as $$
  select case when private.is_desktop_app(user_agent) then desktop_lifetime else browser_lifetime end
    from private.session_limits;
$$;

-- Runs as the Auth server's role when it writes a session, hence security definer.
create function private.limit_new_session()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  started timestamptz := coalesce(new.created_at, now());
  idle interval := (select inactivity_timeout from private.session_limits);
begin
  new.not_after := least(started + private.session_lifetime(new.user_agent), started + idle);
  return new;
end;
$$;

create function private.record_session_end()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.session_ends (session_id, ends_at)
  values (new.id, coalesce(new.created_at, now()) + private.session_lifetime(new.user_agent));
  return new;
end;
$$;

-- A refresh moves the inactivity deadline on, never past the session's end. refreshed_at is a
-- timestamp without time zone that Supabase Auth writes in UTC.
create function private.limit_refreshed_session()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ends timestamptz := (select ends_at from private.session_ends where session_id = new.id);
  idle interval := (select inactivity_timeout from private.session_limits);
begin
  new.not_after := least(
    coalesce(ends, new.created_at + private.session_lifetime(null)),
    (new.refreshed_at at time zone 'UTC') + idle
  );
  return new;
end;
$$;

revoke execute on function private.session_lifetime(text) from public, anon, authenticated;
revoke execute on function private.limit_new_session() from public, anon, authenticated;
revoke execute on function private.record_session_end() from public, anon, authenticated;
revoke execute on function private.limit_refreshed_session() from public, anon, authenticated;

create trigger limit_new_session
  before insert on auth.sessions
  for each row execute function private.limit_new_session();

create trigger record_session_end
  after insert on auth.sessions
  for each row execute function private.record_session_end();

create trigger limit_refreshed_session
  before update of refreshed_at on auth.sessions
  for each row
  when (new.refreshed_at is distinct from old.refreshed_at)
  execute function private.limit_refreshed_session();
