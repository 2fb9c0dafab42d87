create function public.create_recovery_codes()
returns setof text
language sql
volatile
set search_path = ''
as $$
  select private.create_recovery_codes();
$$;
