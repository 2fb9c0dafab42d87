-- Two-factor that the server enforces: once the owner has a verified TOTP factor, owner rights
-- need a session that passed it (aal2). A password-only session of such an owner reads public
-- data like a visitor and writes nothing.
--
-- auth.mfa_factors is not readable by the API roles on hosted Supabase, so the check runs in
-- this security-definer function (owned by the migration role, which may read it).

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
