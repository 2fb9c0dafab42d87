create function public.redeem_recovery_code(account uuid, from_address text, code text)
returns table (outcome text, retry_after_seconds integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  max_failures constant integer := 5;
  lock_time constant interval := interval '15 minutes';
  account_failures integer;
  address_failures integer;
  last_failure timestamptz;
  redeemed uuid;
begin
  select count(*) filter (where failure.user_id = account),
         count(*) filter (where failure.address_hash = from_address),
         max(failure.failed_at)
    into account_failures, address_failures, last_failure
    from private.recovery_code_failures as failure
   where failure.failed_at > now() - lock_time
     and (failure.user_id = account or failure.address_hash = from_address);
  if greatest(account_failures, address_failures) >= max_failures then
    return query select 'locked',
      greatest(1, ceil(extract(epoch from last_failure + lock_time - now())))::integer;
    return;
  end if;

  update private.recovery_codes as stored
     set used_at = now()
   where stored.id = (
     select candidate.id
       from private.recovery_codes as candidate
      where candidate.user_id = account
        and candidate.used_at is null
        and candidate.code_hash = sha256(
              candidate.salt || convert_to(private.recovery_code_text(code), 'UTF8'))
      limit 1
      for update
   )
  returning stored.id into redeemed;

  if redeemed is not null then
    delete from private.recovery_code_failures as failure where failure.user_id = account;
    return query select 'redeemed', 0;
  else
    insert into private.recovery_code_failures (user_id, address_hash)
    values (account, from_address);
    return query select 'wrong', 0;
  end if;
end;
$$;
