create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (private.restoring_archive() or current_setting('app.bringing_back_post', true) = 'on')
     and new.updated_at is not null then
    return new;
  end if;
  new.updated_at := now();
  return new;
end;
$$;
