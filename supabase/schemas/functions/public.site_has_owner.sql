create function public.site_has_owner()
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.owner_exists();
$$;
