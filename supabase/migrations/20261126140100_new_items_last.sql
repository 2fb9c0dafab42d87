-- A new item of an ordered list goes to the end unless the owner picks a place. The column
-- default was 0, so a new service or logo sat near the top, before every item numbered above 0.
-- Now an insert that names no display_order gets one past the list's highest (0 for the first);
-- the owner's forms leave it out when its field is left empty.
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
revoke execute on function private.next_display_order(regclass) from public, anon;
grant execute on function private.next_display_order(regclass) to authenticated, service_role;

alter table public.experiences
  alter column display_order set default private.next_display_order('public.experiences');
alter table public.earlier_experiences
  alter column display_order set default private.next_display_order('public.earlier_experiences');
alter table public.startup_experience_logos
  alter column display_order set default private.next_display_order('public.startup_experience_logos');
alter table public.services
  alter column display_order set default private.next_display_order('public.services');
alter table public.testimonials
  alter column display_order set default private.next_display_order('public.testimonials');
alter table public.contact_faqs
  alter column display_order set default private.next_display_order('public.contact_faqs');
