create function private.end_schedule_when_published()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published then
    new.scheduled_at := null;
  end if;
  return new;
end;
$$;
