create function private.new_recovery_code()
returns text
language sql
volatile
set search_path = ''
as $$
  select string_agg(
           substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (get_byte(random.bytes, position) % 32) + 1, 1),
           '' order by position
         )
    from (select uuid_send(gen_random_uuid()) as bytes) as random,
         unnest(array[0, 1, 2, 3, 4, 5, 9, 10, 11, 12]) as position;
$$;
