create function private.keep_updated_at_for_newsletter_mark()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.only_newsletter_mark(old, new) then
    new.updated_at := old.updated_at;
  end if;
  return new;
end;
$$;
