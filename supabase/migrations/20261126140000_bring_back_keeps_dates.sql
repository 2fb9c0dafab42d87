-- A post brought back keeps its dates. Deleting a post used to lose its created and updated
-- times (revisions keep neither), so a post from July came back as a draft created today, and
-- its publish date was dropped, so publishing it again made it the blog's newest post. Now the
-- database notes what a deleted post's revisions cannot tell (its times, its newsletter flag,
-- its banner's web sizes) for as long as the revisions are kept (30 days), and
-- `bring_back_post` writes the post back with them, as a draft that remembers its publish date.

create table private.deleted_posts (
  post_id uuid primary key,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  publish_date timestamptz,
  newsletter_sent boolean not null,
  featured_image_url text,
  featured_image_variants jsonb,
  deleted_at timestamptz not null default now()
);
revoke all on table private.deleted_posts from anon, authenticated;

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
revoke execute on function private.note_deleted_post() from public, anon, authenticated;

create trigger blog_posts_note_deleted
after delete on public.blog_posts
for each row execute function private.note_deleted_post();

-- A post written back by bring_back_post keeps the time of its last change, as a restored one
-- does (20261124120100_archive_restore).
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (private.restoring_archive() or current_setting('app.bringing_back_post', true) = 'on')
     and new.updated_at is not null then
    return new;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

-- Brings a deleted post back from one of its revisions, under its own id (its history comes
-- with it), as a draft: publishing it again is the owner's decision, and keeps the publish date
-- it had. Created, updated and publish dates are those it had when deleted; for a post deleted
-- before they were noted, its first revision's time, the revision's time and its publish date.
-- A post that was published was announced then, so publishing it again mails nobody.
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
revoke execute on function public.bring_back_post(bigint) from public, anon;
grant execute on function public.bring_back_post(bigint) to authenticated;
