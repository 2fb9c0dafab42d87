create function private.next_display_order(ordered_table regclass)
returns integer
language plpgsql
volatile
-- As the caller: the owner's policies let them read every row, hidden ones too.
security invoker
set search_path = ''
as $$
declare
  next_order integer;
begin
  -- Counted over every row, hidden ones included (an inactive FAQ keeps its place).
  execute format('select coalesce(max(display_order) + 1, 0) from %s', ordered_table)
    into next_order;
  return next_order;
end;
$$;
