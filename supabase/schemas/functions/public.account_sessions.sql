create function public.account_sessions()
returns table (
  id uuid,
  user_agent text,
  ip text,
  created_at timestamptz,
  last_used_at timestamptz,
  expires_at timestamptz,
  is_current boolean
)
language sql
stable
set search_path = ''
as $$
  select * from private.account_sessions();
$$;
