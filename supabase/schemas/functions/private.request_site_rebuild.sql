create or replace function private.request_site_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A restore asks for one build when it is done, not one per post.
  if not private.restoring_archive() then
    perform private.call_site_rebuild_hook(
      jsonb_build_object('table', tg_table_name, 'operation', tg_op)
    );
  end if;
  return null;
end;
$$;
