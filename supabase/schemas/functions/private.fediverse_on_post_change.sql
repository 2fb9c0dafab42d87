create function private.fediverse_on_post_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  announced boolean;
begin
  -- An archive restore brings back posts their followers saw long ago: it announces nothing,
  -- and what it publishes counts as announced.
  if private.restoring_archive() then
    if tg_op <> 'DELETE' and new.published then
      insert into private.fediverse_announced_posts (post_id) values (new.id)
      on conflict (post_id) do nothing;
    end if;
    return null;
  end if;

  if tg_op = 'DELETE' then
    if old.published
       and exists (select 1 from private.fediverse_announced_posts where post_id = old.id) then
      perform private.enqueue_fediverse_delivery(old.id, 'Delete');
    end if;
    return null;
  end if;

  announced := exists (select 1 from private.fediverse_announced_posts where post_id = new.id);
  if new.published and (tg_op = 'INSERT' or not old.published) then
    -- Announced once, however it was published: publishing it again announces nothing.
    if not announced then
      insert into private.fediverse_announced_posts (post_id) values (new.id);
      perform private.enqueue_fediverse_delivery(new.id, 'Create');
    end if;
  elsif announced and new.published and not private.is_autosave() then
    perform private.enqueue_fediverse_delivery(new.id, 'Update');
  elsif announced and old.published and not new.published then
    perform private.enqueue_fediverse_delivery(new.id, 'Delete');
  end if;
  return null;
end;
$$;
