create function private.newsletter_on_publish()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- An archive restore brings back posts that were mailed long ago: it mails nobody.
  if not private.restoring_archive() then
    perform private.request_newsletter(new.id);
  end if;
  return null;
end;
$$;
