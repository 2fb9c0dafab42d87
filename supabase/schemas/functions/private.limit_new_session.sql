create function private.limit_new_session()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  started timestamptz := coalesce(new.created_at, now());
  idle interval := (select inactivity_timeout from private.session_limits);
begin
  new.not_after := least(started + private.session_lifetime(new.user_agent), started + idle);
  return new;
end;
$$;
