create function private.enqueue_fediverse_delivery(post uuid, activity text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- One delivery per server: a follower's shared inbox, else its own inbox. A delivery still
  -- waiting for the same post and inbox carries the newest news instead: a Delete replaces
  -- anything, and an Update waits behind a Create, which will carry the post as it is then.
  -- Its revision counts the news, so a run that was sending it meanwhile sends it again.
  insert into public.fediverse_deliveries as delivery (post_id, activity, inbox, host)
  select distinct post, activity, target.inbox, substring(target.inbox from '^[a-z]+://([^/?#]+)')
    from (
      select coalesce(follower.shared_inbox, follower.inbox) as inbox
        from public.fediverse_followers as follower
    ) as target
  on conflict (post_id, inbox) where state = 'pending' do update
    set activity = case
          when delivery.activity = 'Create' and excluded.activity = 'Update' then delivery.activity
          else excluded.activity
        end,
        revision = delivery.revision + 1;

  -- Kept a month, for the owner to read how delivery went.
  delete from public.fediverse_deliveries as done
   where done.state <> 'pending' and done.finished_at < now() - interval '30 days';

  perform private.request_fediverse_delivery(now());
end;
$$;
