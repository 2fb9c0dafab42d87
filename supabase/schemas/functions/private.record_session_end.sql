create function private.record_session_end()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.session_ends (session_id, ends_at)
  values (new.id, coalesce(new.created_at, now()) + private.session_lifetime(new.user_agent));
  return new;
end;
$$;
