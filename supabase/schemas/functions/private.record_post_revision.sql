create or replace function private.record_post_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    update public.blog_post_revisions set post_deleted_at = now() where post_id = old.id;
    perform private.prune_post_revisions(old.id);
    return null;
  end if;
  -- A save that changes none of what the owner edits (the newsletter flag, a restore of the
  -- same row) is no new revision.
  if tg_op = 'UPDATE'
     and (new.title, new.slug, new.excerpt, new.content, new.tags, new.featured, new.published,
          new.publish_date, new.featured_image_url, new.banner_alt, new.author, new.seo_title,
          new.seo_description, new.canonical_url)
         is not distinct from
         (old.title, old.slug, old.excerpt, old.content, old.tags, old.featured, old.published,
          old.publish_date, old.featured_image_url, old.banner_alt, old.author, old.seo_title,
          old.seo_description, old.canonical_url) then
    return null;
  end if;
  -- Autosaves are recorded at most every 10 minutes (as Ghost does); an explicit save always is.
  if tg_op = 'UPDATE' and private.is_autosave() and exists (
    select 1 from public.blog_post_revisions as recent
     where recent.post_id = new.id and recent.created_at > now() - interval '10 minutes'
  ) then
    return null;
  end if;
  -- A post that comes back (an archive restore, or a deleted post brought back) has its history.
  if tg_op = 'INSERT' then
    update public.blog_post_revisions set post_deleted_at = null
     where post_id = new.id and post_deleted_at is not null;
  end if;
  -- A restore that writes what the post's newest revision holds (the archive's history came
  -- first) adds nothing to it.
  if private.restoring_archive() and exists (
    select 1
      from (
        select newest.* from public.blog_post_revisions as newest
         where newest.post_id = new.id
         order by newest.created_at desc, newest.id desc
         limit 1
      ) as newest
     where (newest.title, newest.slug, newest.excerpt, newest.content, newest.tags,
            newest.featured, newest.published, newest.publish_date, newest.featured_image_url,
            newest.banner_alt, newest.author, newest.seo_title, newest.seo_description,
            newest.canonical_url)
           is not distinct from
           (new.title, new.slug, new.excerpt, new.content, new.tags, new.featured, new.published,
            new.publish_date, new.featured_image_url, new.banner_alt, new.author, new.seo_title,
            new.seo_description, new.canonical_url)
  ) then
    return null;
  end if;
  -- An archive restore that replaces what the owner wrote is recorded: the history shows the
  -- restored text after the text it replaced, which stays one click away.
  insert into public.blog_post_revisions (
    post_id, title, slug, excerpt, content, tags, featured, published, publish_date,
    featured_image_url, banner_alt, author, seo_title, seo_description, canonical_url,
    content_words, content_md5, operation, changed_by, changed_through
  ) values (
    new.id, new.title, new.slug, new.excerpt, new.content, new.tags, new.featured, new.published,
    new.publish_date, new.featured_image_url, new.banner_alt, new.author, new.seo_title,
    new.seo_description, new.canonical_url,
    private.html_word_count(new.content), md5(new.content), lower(tg_op), (select auth.uid()),
    case
      when private.restoring_archive() then 'archive'
      when (select auth.role()) in ('authenticated', 'service_role') then (select auth.role())
      else 'sql'
    end
  );
  perform private.prune_post_revisions(new.id);
  return null;
end;
$$;
