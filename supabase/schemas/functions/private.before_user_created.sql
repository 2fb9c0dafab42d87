create function private.before_user_created(event jsonb)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case
    when private.owner_exists() then jsonb_build_object(
      'error', jsonb_build_object('http_code', 403, 'message', 'Signups not allowed for this instance')
    )
    else '{}'::jsonb
  end;
$$;
