create function private.run_publishing_jobs(run_at timestamptz default now())
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.publish_due_posts(run_at);
  perform private.retry_newsletters(run_at);
  perform private.request_fediverse_delivery(run_at);
end;
$$;
