create function private.claim_site_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.site_owner (user_id) values (new.id)
  on conflict (singleton) do nothing;
  return new;
end;
$$;
