create function private.publish_due_posts(run_at timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  published_count integer;
begin
  update public.blog_posts
     set published = true,
         publish_date = scheduled_at
   where scheduled_at <= run_at
     and not published;
  get diagnostics published_count = row_count;
  return published_count;
end;
$$;
