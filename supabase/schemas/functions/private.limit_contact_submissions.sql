create or replace function private.limit_contact_submissions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  address text;
  recent integer;
  allowed integer;
begin
  if private.restoring_archive() then
    return new;
  end if;
  if coalesce((select auth.role()), '') <> 'service_role' then
    address := coalesce(nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''), 'unknown');
    new.client_address_hash := encode(sha256(convert_to(address, 'UTF8')), 'hex');
  end if;
  if new.client_address_hash is null then
    return new;
  end if;

  select contact_messages_per_hour into allowed from private.site_limits;
  select count(*) into recent
    from public.contact_submissions
   where client_address_hash = new.client_address_hash
     and created_at > now() - interval '1 hour';
  if recent >= allowed then
    raise exception using
      errcode = 'PT429',
      message = 'Too many messages from your address. Please try again later or email me directly.';
  end if;
  return new;
end;
$$;
