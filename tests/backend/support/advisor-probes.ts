import type { ProjectSettings } from './project-settings.ts'

/**
 * One deliberate mistake for every lint, to show each lint finds what it looks for. Applied in
 * a transaction that is rolled back.
 */
export const PROBE_SQL = `
  create table public.probe_open (id integer primary key, handler regproc);
  create policy "probe forgotten" on public.probe_open for select using (id > 0);

  create table public.probe_quiet (id integer primary key);
  alter table public.probe_quiet enable row level security;

  create table public.probe_closed (id integer primary key);
  alter table public.probe_closed enable row level security;
  create policy "probe metadata" on public.probe_closed for select to authenticated
    using ((((select auth.jwt()) -> 'user_metadata') ->> 'admin')::boolean);
  create policy "probe always" on public.probe_closed for delete to authenticated using (true);
  create policy "probe null" on public.probe_closed for select to authenticated
    using ((select auth.uid()) is null or id = 1);
  create policy "probe anon insert" on public.probe_closed for insert to anon with check (id > 0);
  grant truncate on public.probe_closed to anon;

  create view public.probe_view as select 1 as x;
  create view public.probe_users with (security_invoker = true) as select id from auth.users;
  grant select on public.probe_users to authenticated;
  create table public.probe_phone (
    phone text,
    constraint probe_phone_fkey foreign key (phone) references auth.users (phone)
  );

  create function public.probe_mutable() returns integer language sql as 'select 1';
  create function public.probe_definer() returns integer language sql security definer
    set search_path = '' as 'select 1';

  create materialized view public.probe_matview as select 1 as x;
  grant select on public.probe_matview to anon;
  do $$
  begin
    -- As hosted Supabase offers it to the postgres role; PGlite has none, and a superuser.
    if exists (select from pg_available_extensions where name = 'postgres_fdw') then
      create extension postgres_fdw schema extensions;
      create server probe_server foreign data wrapper postgres_fdw;
    else
      create foreign data wrapper probe_wrapper;
      create server probe_server foreign data wrapper probe_wrapper;
    end if;
  end
  $$;
  create foreign table public.probe_foreign (x integer) server probe_server;
  grant select on public.probe_foreign to anon;

  insert into storage.buckets (id, name, public) values ('probe-bucket', 'probe-bucket', true);
  create policy "probe listing" on storage.objects for select to anon
    using (bucket_id = 'probe-bucket');

  do $$
  begin
    if exists (select from pg_available_extensions where name = 'citext') then
      create extension citext schema public;
    end if;
  end
  $$;
`

export const PROBE_SETTINGS: Partial<ProjectSettings> = {
  anonymousSignIns: true,
  emailOtpExpirySeconds: 86400,
}

/** What each lint must report about the probes; `citext` only where the server has it. */
export const PROBE_FINDINGS: Record<string, string> = {
  rls_disabled_in_public: 'public.probe_open',
  policy_exists_rls_disabled: 'public.probe_open',
  rls_enabled_no_policy: 'public.probe_quiet',
  security_definer_view: 'public.probe_view',
  auth_users_exposed: 'public.probe_users',
  rls_references_user_metadata: 'public.probe_closed "probe metadata"',
  fkey_to_auth_unique: 'public.probe_phone probe_phone_fkey',
  rls_bypassing_privilege: 'public.probe_closed for anon',
  function_search_path_mutable: 'public.probe_mutable()',
  security_definer_function_executable: 'public.probe_definer() for anon',
  extension_in_public: 'citext',
  materialized_view_in_api: 'public.probe_matview',
  foreign_table_in_api: 'public.probe_foreign',
  unsupported_reg_types: 'public.probe_open.handler',
  rls_policy_always_true: 'public.probe_closed "probe always"',
  rls_policy_null_auth_disjunct: 'public.probe_closed "probe null"',
  anonymous_insert_not_caller_bound: 'public.probe_closed "probe anon insert"',
  public_bucket_allows_listing: 'bucket probe-bucket through "probe listing"',
  auth_allow_anonymous_sign_ins: 'auth.enable_anonymous_sign_ins',
  auth_otp_long_expiry: 'auth.email.otp_expiry',
}
