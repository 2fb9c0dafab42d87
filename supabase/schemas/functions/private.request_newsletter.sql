create function private.request_newsletter(post uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target text;
  key text;
  problem text;
begin
  select function_url, secret into target, key from private.newsletter_dispatch;
  if target is null or key is null then
    problem := 'The newsletter function is not set up (private.newsletter_dispatch).';
  elsif to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null then
    problem := 'The database cannot call the newsletter function (pg_net is not installed).';
  end if;

  insert into public.newsletter_sends as send (post_id, state, error, finished_at)
  values (
    post,
    case when problem is null then 'requested' else 'failed' end,
    problem,
    case when problem is null then null else now() end
  )
  on conflict (post_id) do update
    set state = excluded.state,
        error = excluded.error,
        finished_at = excluded.finished_at,
        attempts = send.attempts + 1,
        requested_at = now();

  if problem is null then
    execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := $4)'
      using target,
            jsonb_build_object('postId', post),
            jsonb_build_object('Content-Type', 'application/json', 'x-newsletter-secret', key),
            60000;
  end if;
end;
$$;
