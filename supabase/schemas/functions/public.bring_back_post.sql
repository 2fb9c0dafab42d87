create function public.bring_back_post(revision_id bigint)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  revision public.blog_post_revisions;
  noted private.deleted_posts;
  first_saved timestamptz;
begin
  if not (select private.is_owner()) then
    raise exception using errcode = '42501', message = 'Only the site owner can bring a post back';
  end if;
  select * into revision
    from public.blog_post_revisions as kept
   where kept.id = revision_id
     and kept.post_deleted_at > now() - interval '30 days';
  if not found then
    raise exception using errcode = 'P0002', message = 'This post can no longer be brought back';
  end if;
  select * into noted from private.deleted_posts as kept where kept.post_id = revision.post_id;
  select min(kept.created_at) into first_saved
    from public.blog_post_revisions as kept where kept.post_id = revision.post_id;

  perform set_config('app.bringing_back_post', 'on', true);
  insert into public.blog_posts (
    id, title, slug, excerpt, content, tags, featured, published, publish_date, read_time,
    featured_image_url, featured_image_variants, banner_alt, author, seo_title,
    seo_description, canonical_url, newsletter_sent, created_at, updated_at
  ) values (
    revision.post_id, revision.title, revision.slug, revision.excerpt, revision.content,
    revision.tags, revision.featured, false,
    case when noted.post_id is null then revision.publish_date else noted.publish_date end,
    greatest(1, ceil(private.html_word_count(revision.content) / 200.0))::integer,
    revision.featured_image_url,
    -- The banner's web sizes, while the revision's banner is the one they were made of.
    case when noted.featured_image_url = revision.featured_image_url
         then noted.featured_image_variants end,
    revision.banner_alt,
    revision.author, revision.seo_title, revision.seo_description, revision.canonical_url,
    coalesce(noted.newsletter_sent, false) or revision.published,
    coalesce(noted.created_at, first_saved), coalesce(noted.updated_at, revision.created_at)
  );
  perform set_config('app.bringing_back_post', 'off', true);
  delete from private.deleted_posts as kept where kept.post_id = revision.post_id;
  return revision.post_id;
end;
$$;
