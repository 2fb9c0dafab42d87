create function private.request_fediverse_delivery(run_at timestamptz default now())
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  target text;
  key text;
begin
  select function_url, secret into target, key from private.fediverse_dispatch;
  -- Asked only when a delivery is due on a server that is not paused; otherwise the queue
  -- waits for the next run (pg_cron, every minute).
  if target is null
     or key is null
     or to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null
     or not exists (
       select 1
         from public.fediverse_deliveries as delivery
        where delivery.state = 'pending'
          and delivery.next_attempt_at <= run_at
          and not exists (
            select 1 from public.fediverse_delivery_hosts as paused
             where paused.host = delivery.host and paused.paused_until > run_at
          )
     ) then
    return false;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := $4)'
    using target,
          '{}'::jsonb,
          jsonb_build_object('Content-Type', 'application/json', 'x-fediverse-secret', key),
          150000;
  return true;
end;
$$;
