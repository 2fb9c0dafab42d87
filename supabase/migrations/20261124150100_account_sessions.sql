-- Every session the owner has, visible and endable (ASVS 7.4.1, 7.4.3).
--
-- An access token stays valid until it expires (up to an hour), even after its session ended:
-- signed out elsewhere, past its limits, or replaced after a password or factor change. So the
-- owner check now also asks that the token's session still exists and is within its
-- not_after: a session ended anywhere loses owner rights at its next request, not an hour later.

create or replace function private.is_owner()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from public.site_owner as owner
     where owner.user_id = (select auth.uid())
       and exists (
         select 1
           from auth.sessions as session
          where session.user_id = owner.user_id
            and session.id::text = (select auth.jwt() ->> 'session_id')
            and (session.not_after is null or session.not_after > now())
       )
       and (
         coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2'
         or not exists (
           select 1
             from auth.mfa_factors as factor
            where factor.user_id = owner.user_id
              and factor.status = 'verified'
         )
       )
  );
$$;

-- The owner's live sessions, the current one marked. Last use is the last refresh (Supabase Auth
-- records it, with the user agent and address of that refresh).
create function private.account_sessions()
returns table (
  id uuid,
  user_agent text,
  ip text,
  created_at timestamptz,
  last_used_at timestamptz,
  expires_at timestamptz,
  is_current boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select session.id,
         session.user_agent,
         host(session.ip),
         session.created_at,
         greatest(session.created_at, session.refreshed_at at time zone 'UTC'),
         session.not_after,
         session.id::text = (select auth.jwt() ->> 'session_id')
    from auth.sessions as session
   where session.user_id = (select auth.uid())
     and (session.not_after is null or session.not_after > now())
     and private.is_owner()
   order by 5 desc;
$$;

-- Ends one of the owner's other sessions, as signing out there would: its refresh tokens go
-- with it. The current session ends with Sign Out instead.
create function private.end_account_session(target uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_owner() then
    raise exception using errcode = '42501', message = 'Only the site owner can end sessions.';
  end if;
  delete from auth.sessions
   where id = target
     and user_id = (select auth.uid())
     and id::text is distinct from (select auth.jwt() ->> 'session_id');
  return found;
end;
$$;

revoke execute on function private.account_sessions() from public, anon;
grant execute on function private.account_sessions() to authenticated;
revoke execute on function private.end_account_session(uuid) from public, anon;
grant execute on function private.end_account_session(uuid) to authenticated;

create function public.account_sessions()
returns table (
  id uuid,
  user_agent text,
  ip text,
  created_at timestamptz,
  last_used_at timestamptz,
  expires_at timestamptz,
  is_current boolean
)
language sql
stable
set search_path = ''
as $$
  select * from private.account_sessions();
$$;

create function public.end_account_session(session_id uuid)
returns boolean
language sql
volatile
set search_path = ''
as $$
  select private.end_account_session(session_id);
$$;

revoke execute on function public.account_sessions() from public, anon;
grant execute on function public.account_sessions() to authenticated;
revoke execute on function public.end_account_session(uuid) from public, anon;
grant execute on function public.end_account_session(uuid) to authenticated;
