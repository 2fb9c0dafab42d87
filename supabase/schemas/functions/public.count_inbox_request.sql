create or replace function public.count_inbox_request(server text, at timestamptz, window_seconds integer)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  window_length constant interval := make_interval(secs => window_seconds);
  counted integer;
begin
  -- One more request from the server in its window, which starts with its first request and
  -- lasts window_seconds; counted in one statement, so that however many instances the function
  -- runs in, they count together.
  insert into private.fediverse_inbox_counts as count (host, window_start, requests)
  values (server, at, 1)
  on conflict (host) do update
    set window_start = case
          when count.window_start <= at - window_length then at else count.window_start
        end,
        requests = case
          when count.window_start <= at - window_length then 1 else count.requests + 1
        end
  returning count.requests into counted;
  -- Windows that are over count no more.
  delete from private.fediverse_inbox_counts as past
   where past.window_start <= at - window_length;
  return counted;
end;
$$;
