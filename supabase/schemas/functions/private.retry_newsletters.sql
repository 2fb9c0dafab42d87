create function private.retry_newsletters(run_at timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due uuid;
  asked integer := 0;
begin
  for due in
    select send.post_id
      from public.newsletter_sends as send
      join public.blog_posts as post on post.id = send.post_id
     where post.published
       and not post.newsletter_sent
       and (
         (send.state = 'failed'
           and send.finished_at < run_at - least(send.attempts, 60) * interval '1 minute')
         or (send.state = 'requested' and send.requested_at < run_at - interval '15 minutes')
       )
  loop
    perform private.request_newsletter(due);
    asked := asked + 1;
  end loop;
  return asked;
end;
$$;
