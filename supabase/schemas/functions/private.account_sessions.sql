create function private.account_sessions()
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
security definer
set search_path = ''
as $$
  select session.id,
         session.user_agent,
         host(session.ip),
         session.created_at,
         greatest(session.created_at, session.refreshed_at at time zone 'UTC'),
         session.not_after,
         session.id::text = (select auth.jwt() ->> 'session_id')
    from auth.sessions as session
   where session.user_id = (select auth.uid())
     and (session.not_after is null or session.not_after > now())
     and private.is_owner()
   order by 5 desc;
$$;
