-- Abuse limits on enquiries. Each enquiry records a hash of the address it came from (never
-- the address itself); a sender may leave a limited number of enquiries per hour. The limit is
-- a site setting: update private.site_limits to change it.

create table private.site_limits (
  singleton boolean primary key default true,
  contact_messages_per_hour integer not null default 5,
  constraint site_limits_single_row check (singleton),
  constraint site_limits_positive check (contact_messages_per_hour > 0)
);
insert into private.site_limits default values;
revoke all on table private.site_limits from anon, authenticated;

alter table public.contact_submissions add column client_address_hash text;
create index contact_submissions_client_address_idx
  on public.contact_submissions (client_address_hash, created_at desc);

-- Visitors writing through the API are identified by the address the API saw; the
-- send-contact-email function (service role) passes the hash of the visitor's address itself.
create function private.limit_contact_submissions()
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
    -- PTxxx codes become that HTTP status in PostgREST: 429 Too Many Requests.
    raise exception using
      errcode = 'PT429',
      message = 'Too many messages from your address. Please try again later or email me directly.';
  end if;
  return new;
end;
$$;

revoke execute on function private.limit_contact_submissions() from public, anon, authenticated;

create trigger limit_contact_submissions
  before insert on public.contact_submissions
  for each row execute function private.limit_contact_submissions();
