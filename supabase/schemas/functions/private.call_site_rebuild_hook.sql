create function private.call_site_rebuild_hook(reason jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook text;
begin
  select hook_url into hook from private.site_rebuild;
  -- No hook set, or no pg_net: the site is rebuilt by hand (npm run build).
  if hook is null or to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null then
    return;
  end if;
  execute 'select net.http_post(url := $1, body := $2)' using hook, reason;
end;
$$;
