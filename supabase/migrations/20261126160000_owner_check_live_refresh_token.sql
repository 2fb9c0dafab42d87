-- A refresh token replayed after the reuse interval is taken as stolen. Supabase Auth then
-- revokes every refresh token of the session but keeps the session row, so the session's access
-- tokens stay valid until they expire (up to an hour) and the session check of the owner check
-- still passes. The owner check now also asks that the session can still be refreshed:
--   - with Auth's table-kept refresh tokens, it holds one that is not revoked;
--   - with session-signed refresh tokens (Auth's newer scheme, `refresh_token_counter` set on
--     the session), Auth ends the session itself on a replay, so the session row is the answer.
-- The counter column is read through to_jsonb so that the check also holds on an auth schema
-- without it (the local backend's, and hosted projects' older ones).

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
      join auth.sessions as session
        on session.user_id = owner.user_id
       and session.id::text = (select auth.jwt() ->> 'session_id')
     where owner.user_id = (select auth.uid())
       and (session.not_after is null or session.not_after > now())
       and (
         exists (
           select 1
             from auth.refresh_tokens as token
            where token.session_id = session.id
              and not token.revoked
         )
         or (to_jsonb(session) ->> 'refresh_token_counter') is not null
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
