-- One owner per site. The first account ever created becomes the owner; no later account does.
--
-- Helpers that policies, triggers and Auth hooks call live in `private`, a schema the Data API
-- does not expose, so none of them can be invoked through /rest/v1/rpc. Security-definer
-- functions fix their search_path so a caller cannot redirect the tables they read.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role, supabase_auth_admin;

create table public.site_owner (
  singleton boolean primary key default true,
  user_id uuid not null unique references auth.users (id) on delete restrict,
  created_at timestamptz not null default now(),
  constraint site_owner_single_row check (singleton)
);

comment on table public.site_owner is
  'The single site owner. Written only by the trigger on auth.users; deleting the owner account is refused.';

alter table public.site_owner enable row level security;
revoke all on table public.site_owner from anon, authenticated;
grant all on table public.site_owner to service_role;

-- Runs as the Auth server's role when a user row is inserted, hence security definer.
create function private.claim_site_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.site_owner (user_id) values (new.id)
  on conflict (singleton) do nothing;
  return new;
end;
$$;

revoke execute on function private.claim_site_owner() from public, anon, authenticated;

create trigger on_auth_user_created_claim_site_owner
  after insert on auth.users
  for each row execute function private.claim_site_owner();

create function private.owner_exists()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.site_owner);
$$;

revoke execute on function private.owner_exists() from public;
grant execute on function private.owner_exists() to anon, authenticated, service_role, supabase_auth_admin;

-- The one owner check every write policy calls, so rules about the owner land in one place.
create function private.is_owner()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.site_owner where user_id = (select auth.uid()));
$$;

revoke execute on function private.is_owner() from public;
grant execute on function private.is_owner() to anon, authenticated, service_role;

-- Public RPC: the sign-in screen offers sign-up only while this is false.
create function public.site_has_owner()
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.owner_exists();
$$;

revoke execute on function public.site_has_owner() from public;
grant execute on function public.site_has_owner() to anon, authenticated, service_role;

-- Auth "before user created" hook (see supabase/config.toml): once an owner exists, self-service
-- sign-up is refused. Accounts made through the Auth admin API do not pass through hooks.
create function private.before_user_created(event jsonb)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case
    when private.owner_exists() then jsonb_build_object(
      'error', jsonb_build_object('http_code', 403, 'message', 'Signups not allowed for this instance')
    )
    else '{}'::jsonb
  end;
$$;

revoke execute on function private.before_user_created(jsonb) from public, anon, authenticated;
grant execute on function private.before_user_created(jsonb) to supabase_auth_admin;
