create function public.end_account_session(session_id uuid)
returns boolean
language sql
volatile
set search_path = ''
as $$
  select private.end_account_session(session_id);
$$;
