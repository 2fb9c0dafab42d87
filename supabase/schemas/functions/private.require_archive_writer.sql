create function private.require_archive_writer()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not ((select private.is_owner()) or coalesce((select auth.role()), '') = 'service_role') then
    raise exception using
      errcode = '42501',
      message = 'Only the site owner (signed in with two-factor when it is on) may restore an archive';
  end if;
end;
$$;
