create function private.create_recovery_codes()
returns setof text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  owner_id uuid := (select auth.uid());
  code text;
  salt bytea;
begin
  if not private.is_owner() or coalesce((select auth.jwt() ->> 'aal'), '') <> 'aal2' then
    raise exception using
      errcode = '42501',
      message = 'Recovery codes can only be made after signing in with two-factor authentication.';
  end if;
  delete from private.recovery_codes where user_id = owner_id;
  for i in 1..10 loop
    code := private.new_recovery_code();
    salt := uuid_send(gen_random_uuid());
    insert into private.recovery_codes (user_id, salt, code_hash)
    values (owner_id, salt, sha256(salt || convert_to(code, 'UTF8')));
    return next substr(code, 1, 5) || '-' || substr(code, 6);
  end loop;
end;
$$;
