create function private.end_account_session(target uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_owner() then
    raise exception using errcode = '42501', message = 'Only the site owner can end sessions.';
  end if;
  delete from auth.sessions
   where id = target
     and user_id = (select auth.uid())
     and id::text is distinct from (select auth.jwt() ->> 'session_id');
  return found;
end;
$$;
