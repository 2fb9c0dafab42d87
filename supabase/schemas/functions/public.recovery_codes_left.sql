create function public.recovery_codes_left()
returns integer
language sql
stable
set search_path = ''
as $$
  select private.recovery_codes_left();
$$;
