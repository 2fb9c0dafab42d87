create function public.current_user_is_owner()
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.is_owner();
$$;
