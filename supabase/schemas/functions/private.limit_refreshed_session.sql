create function private.limit_refreshed_session()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ends timestamptz := (select ends_at from private.session_ends where session_id = new.id);
  idle interval := (select inactivity_timeout from private.session_limits);
begin
  new.not_after := least(
    coalesce(ends, new.created_at + private.session_lifetime(null)),
    (new.refreshed_at at time zone 'UTC') + idle
  );
  return new;
end;
$$;
