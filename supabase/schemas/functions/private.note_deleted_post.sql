create function private.note_deleted_post()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.deleted_posts as noted (
    post_id, created_at, updated_at, publish_date, newsletter_sent, featured_image_url,
    featured_image_variants
  ) values (
    old.id, old.created_at, old.updated_at, old.publish_date, old.newsletter_sent,
    old.featured_image_url, old.featured_image_variants
  )
  on conflict (post_id) do update
    set created_at = excluded.created_at,
        updated_at = excluded.updated_at,
        publish_date = excluded.publish_date,
        newsletter_sent = excluded.newsletter_sent,
        featured_image_url = excluded.featured_image_url,
        featured_image_variants = excluded.featured_image_variants,
        deleted_at = now();
  -- Kept as long as the revisions it completes.
  delete from private.deleted_posts as expired where expired.deleted_at < now() - interval '30 days';
  return null;
end;
$$;
