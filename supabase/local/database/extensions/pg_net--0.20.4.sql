-- pg_net's interface, for a database without the pg_net library: requests are queued in
-- net.http_request_queue as pg_net queues them, and the local backend (playing pg_net's
-- background worker) sends them once the queuing transaction has committed and records each
-- answer in net._http_response. The grants are those hosted Supabase ends up with.
-- Also run as a plain script on a database that cannot load extensions (PGlite).

create schema if not exists net;

create domain net.http_method as text
  check (value ilike 'get' or value ilike 'post' or value ilike 'delete');

create unlogged table net.http_request_queue (
  id bigserial,
  method net.http_method not null,
  url text not null,
  headers jsonb,
  body bytea,
  timeout_milliseconds integer not null
);

create unlogged table net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create index on net._http_response (created);

create type net.request_status as enum ('PENDING', 'SUCCESS', 'ERROR');
create type net.http_response as (status_code integer, headers jsonb, body text);
create type net.http_response_result as (
  status net.request_status,
  message text,
  response net.http_response
);

-- Percent-encodes a string as a URL query component (unreserved characters stay).
create function net._urlencode_string(string varchar) returns text
language sql immutable set search_path = '' as $$
  select coalesce(string_agg(
    case when chr(get_byte(bytes, position)) ~ '[A-Za-z0-9_.~-]' and get_byte(bytes, position) < 128
         then chr(get_byte(bytes, position))
         else '%' || upper(lpad(to_hex(get_byte(bytes, position)), 2, '0'))
    end, '' order by position), '')
  from (select convert_to(string, 'UTF8') as bytes) as source,
       generate_series(0, length(convert_to(string, 'UTF8')) - 1) as position
$$;

create function net._encode_url_with_params_array(url text, params_array text[]) returns text
language sql immutable set search_path = '' as $$
  select case when cardinality(params_array) = 0 then url
              else url || case when url like '%?%' then '&' else '?' end
                       || array_to_string(params_array, '&')
         end
$$;

-- The worker is the local backend: it is up while the backend runs.
create function net.check_worker_is_up() returns void language sql as $$ select $$;
create function net.worker_restart() returns boolean language sql as $$ select true $$;
create function net.wait_until_running() returns void language sql as $$ select $$;
create function net.wake() returns void language sql as $$ select $$;

create function net._await_response(request_id bigint) returns boolean
language plpgsql set search_path = '' as $$
begin
  while not exists (select 1 from net._http_response where id = request_id) loop
    perform pg_sleep(0.05);
  end loop;
  return true;
end
$$;

create function net._query_params(params jsonb) returns text[]
language sql immutable set search_path = '' as $$
  select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
  from jsonb_each_text(coalesce(params, '{}'))
$$;

create function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql security definer set search_path = net as $$
  insert into net.http_request_queue (method, url, headers, timeout_milliseconds)
  values ('GET', net._encode_url_with_params_array(url, net._query_params(params)), headers,
          timeout_milliseconds)
  returning id
$$;

create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language plpgsql security definer set search_path = net as $$
declare
  content_type text;
  request_id bigint;
begin
  select value into content_type from jsonb_each_text(coalesce(headers, '{}'))
   where lower(key) = 'content-type' limit 1;
  if content_type is null then
    headers := coalesce(headers, '{}') || '{"Content-Type": "application/json"}';
  elsif content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', net._encode_url_with_params_array(url, net._query_params(params)), headers,
          convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;
  return request_id;
end
$$;

create function net.http_delete(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000,
  body jsonb default null
) returns bigint
language sql security definer set search_path = net as $$
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('DELETE', net._encode_url_with_params_array(url, net._query_params(params)), headers,
          convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id
$$;

create function net._http_collect_response(request_id bigint, async boolean default true)
returns net.http_response_result
language plpgsql set search_path = '' as $$
declare
  rec net._http_response;
begin
  if not async then
    perform net._await_response(request_id);
  end if;
  select * into rec from net._http_response where id = request_id;
  if rec is null or rec.error_msg is not null then
    return ('ERROR', coalesce(rec.error_msg, 'request matching request_id not found'), null)
      ::net.http_response_result;
  end if;
  return ('SUCCESS', 'ok', (rec.status_code, rec.headers, rec.content)::net.http_response)
    ::net.http_response_result;
end
$$;

create function net.http_collect_response(request_id bigint, async boolean default true)
returns net.http_response_result
language plpgsql set search_path = '' as $$
begin
  raise notice 'The net.http_collect_response function is deprecated.';
  return net._http_collect_response(request_id, async);
end
$$;

grant usage on schema net to public;
grant all on all sequences in schema net to public;
grant all on all tables in schema net to public;
revoke all on function net.http_get(text, jsonb, jsonb, integer) from public;
revoke all on function net.http_post(text, jsonb, jsonb, jsonb, integer) from public;
revoke all on function net.http_delete(text, jsonb, jsonb, integer, jsonb) from public;
do $$
declare
  role_name text;
begin
  -- As on hosted Supabase: the API roles and postgres may call the request functions.
  foreach role_name in array array['postgres', 'anon', 'authenticated', 'service_role'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('grant execute on function net.http_get(text, jsonb, jsonb, integer) to %I', role_name);
      execute format('grant execute on function net.http_post(text, jsonb, jsonb, jsonb, integer) to %I', role_name);
      execute format('grant execute on function net.http_delete(text, jsonb, jsonb, integer, jsonb) to %I', role_name);
    end if;
  end loop;
end
$$;
