-- Recovery codes: ten single-use codes the owner keeps for the day the authenticator is lost.
-- A code, with the password, lets the owner in once (the redeem-recovery-code Edge Function).
--
-- Only a salted SHA-256 of each code is stored, in a schema the Data API does not expose, and
-- no function returns it: a new set of codes is returned once, in clear, to the owner who made
-- it, and otherwise only how many are left. A code has 50 random bits; wrong codes are counted
-- per account and per address, and five within 15 minutes lock out the next 15 minutes.

create table private.recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  salt bytea not null,
  code_hash bytea not null,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index recovery_codes_unused_idx on private.recovery_codes (user_id) where used_at is null;
alter table private.recovery_codes enable row level security;
revoke all on table private.recovery_codes from anon, authenticated, service_role;

create table private.recovery_code_failures (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  address_hash text not null,
  failed_at timestamptz not null default now()
);
create index recovery_code_failures_user_idx on private.recovery_code_failures (user_id, failed_at);
create index recovery_code_failures_address_idx
  on private.recovery_code_failures (address_hash, failed_at);
alter table private.recovery_code_failures enable row level security;
revoke all on table private.recovery_code_failures from anon, authenticated, service_role;

-- Ten characters from an alphabet of 32 without 0, 1, I and O (easy to read back): 50 bits,
-- each character from random bits of a version 4 UUID (bytes 6 and 8 hold fixed bits).
create function private.new_recovery_code()
returns text
language sql
volatile
set search_path = ''
as $$
  select string_agg(
           substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (get_byte(random.bytes, position) % 32) + 1, 1),
           '' order by position
         )
    from (select uuid_send(gen_random_uuid()) as bytes) as random,
         unnest(array[0, 1, 2, 3, 4, 5, 9, 10, 11, 12]) as position;
$$;

-- A code as typed: upper case, without the hyphen or any spaces.
create function private.recovery_code_text(code text)
returns text
language sql
immutable
set search_path = ''
as $$
  select upper(regexp_replace(coalesce(code, ''), '[^0-9A-Za-z]', '', 'g'));
$$;

-- Ten new codes for the owner, voiding any earlier ones; only a session that passed two-factor
-- may make them. Returned once, as XXXXX-XXXXX.
create function private.create_recovery_codes()
returns setof text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  owner_id uuid := (select auth.uid());
  code text;
  salt bytea;
begin
  if not private.is_owner() or coalesce((select auth.jwt() ->> 'aal'), '') <> 'aal2' then
    raise exception using
      errcode = '42501',
      message = 'Recovery codes can only be made after signing in with two-factor authentication.';
  end if;
  delete from private.recovery_codes where user_id = owner_id;
  for i in 1..10 loop
    code := private.new_recovery_code();
    salt := uuid_send(gen_random_uuid());
    insert into private.recovery_codes (user_id, salt, code_hash)
    values (owner_id, salt, sha256(salt || convert_to(code, 'UTF8')));
    return next substr(code, 1, 5) || '-' || substr(code, 6);
  end loop;
end;
$$;

create function private.recovery_codes_left()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
    from private.recovery_codes
   where user_id = (select auth.uid()) and used_at is null and private.is_owner();
$$;

revoke execute on function private.new_recovery_code() from public, anon, authenticated;
revoke execute on function private.recovery_code_text(text) from public, anon, authenticated;
revoke execute on function private.create_recovery_codes() from public, anon;
grant execute on function private.create_recovery_codes() to authenticated;
revoke execute on function private.recovery_codes_left() from public, anon;
grant execute on function private.recovery_codes_left() to authenticated;

create function public.create_recovery_codes()
returns setof text
language sql
volatile
set search_path = ''
as $$
  select private.create_recovery_codes();
$$;

create function public.recovery_codes_left()
returns integer
language sql
stable
set search_path = ''
as $$
  select private.recovery_codes_left();
$$;

revoke execute on function public.create_recovery_codes() from public, anon;
grant execute on function public.create_recovery_codes() to authenticated;
revoke execute on function public.recovery_codes_left() from public, anon;
grant execute on function public.recovery_codes_left() to authenticated;

-- For the redeem-recovery-code function only (service role): uses up the account's code if
-- `code` is one, unless wrong codes from the account or from the address (`from_address`, a
-- SHA-256 of it) lock it out for now. 'redeemed', 'wrong', or 'locked' with the seconds until
-- the next attempt is taken.
create function public.redeem_recovery_code(account uuid, from_address text, code text)
returns table (outcome text, retry_after_seconds integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  max_failures constant integer := 5;
  lock_time constant interval := interval '15 minutes';
  account_failures integer;
  address_failures integer;
  last_failure timestamptz;
  redeemed uuid;
begin
  select count(*) filter (where failure.user_id = account),
         count(*) filter (where failure.address_hash = from_address),
         max(failure.failed_at)
    into account_failures, address_failures, last_failure
    from private.recovery_code_failures as failure
   where failure.failed_at > now() - lock_time
     and (failure.user_id = account or failure.address_hash = from_address);
  if greatest(account_failures, address_failures) >= max_failures then
    return query select 'locked',
      greatest(1, ceil(extract(epoch from last_failure + lock_time - now())))::integer;
    return;
  end if;

  update private.recovery_codes as stored
     set used_at = now()
   where stored.id = (
     select candidate.id
       from private.recovery_codes as candidate
      where candidate.user_id = account
        and candidate.used_at is null
        and candidate.code_hash = sha256(
              candidate.salt || convert_to(private.recovery_code_text(code), 'UTF8'))
      limit 1
      for update
   )
  returning stored.id into redeemed;

  if redeemed is not null then
    delete from private.recovery_code_failures as failure where failure.user_id = account;
    return query select 'redeemed', 0;
  else
    insert into private.recovery_code_failures (user_id, address_hash)
    values (account, from_address);
    return query select 'wrong', 0;
  end if;
end;
$$;

revoke execute on function public.redeem_recovery_code(uuid, text, text)
  from public, anon, authenticated;
grant execute on function public.redeem_recovery_code(uuid, text, text) to service_role;
