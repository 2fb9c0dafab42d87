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
