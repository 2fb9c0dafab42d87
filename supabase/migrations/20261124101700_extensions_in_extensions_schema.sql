-- Extensions live in the `extensions` schema, as Supabase installs them. pg_net's control file
-- names no schema, so `create extension pg_net` (20261121110000_site_rebuild_hook) registered
-- it in the first schema of the search path, which on hosted Supabase is public: the security
-- advisor reports that (extension_in_public). pg_net cannot be moved (it is not relocatable),
-- so it is created again in `extensions`. Its objects stay in the `net` schema either way, and
-- the rebuild trigger looks net.http_post up when it runs, so nothing else changes; requests
-- queued but not yet sent at this moment are dropped with the old installation.
do $$
declare
  installed_in text;
begin
  select n.nspname into installed_in
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
   where e.extname = 'pg_net';
  if installed_in is not null and installed_in <> 'extensions' then
    drop extension pg_net;
    installed_in := null;
  end if;
  if installed_in is null and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension pg_net with schema extensions;
  end if;
end
$$;
