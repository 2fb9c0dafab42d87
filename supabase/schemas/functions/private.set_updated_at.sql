create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.restoring_archive() and new.updated_at is not null then
    return new;
  end if;
  new.updated_at := now();
  return new;
end;
$$;
