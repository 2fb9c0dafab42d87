create function public.can_archive()
returns boolean
language sql
stable
set search_path = ''
as $$
  select (select private.is_owner()) or coalesce((select auth.role()), '') = 'service_role';
$$;
