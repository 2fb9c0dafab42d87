create function private.recovery_codes_left()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
    from private.recovery_codes
   where user_id = (select auth.uid()) and used_at is null and private.is_owner();
$$;
