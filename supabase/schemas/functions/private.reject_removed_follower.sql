create or replace function private.reject_removed_follower()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Only the owner's removal (the Followers screen's Remove, or Block server) is answered: a
  -- follower's own Undo or Delete, which the inbox handles, needs no answer.
  if not private.is_owner() then
    return null;
  end if;
  -- A Reject of their Follow, to their own inbox, so that their server ends the follow too
  -- (else it goes on thinking it follows). Queued like a post's deliveries, so it is retried.
  insert into public.fediverse_deliveries (activity, inbox, host, follower_id, follow_id)
  values (
    'Reject', old.inbox, substring(old.inbox from '^[a-z]+://([^/?#]+)'), old.actor_id,
    old.follow_id
  );
  perform private.request_fediverse_delivery(now());
  return null;
end;
$$;
