-- The banner's alt text: what the post page says of the banner to those who cannot see it, and
-- what the sharing tags (og:image:alt, twitter:image:alt) say of the sharing image. Empty (null)
-- until the owner writes one; the editor's pre-publish checks point out a banner without it.
-- Its length limit is the forms' (shared/domain/textLimits.ts), like every owner-written text.

alter table public.blog_posts add column banner_alt text;
alter table public.blog_posts add constraint blog_posts_banner_alt_length
  check (char_length(banner_alt) <= 200);

-- A revision keeps the banner's alt text with the banner.
alter table public.blog_post_revisions add column banner_alt text;

-- As in 20261124181600_archive_revisions, with the alt text among what the owner edits: a save
-- that changes only it is a revision, and a restore that writes what the newest revision holds
-- adds nothing.
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
          new.publish_date, new.featured_image_url, new.banner_alt, new.author)
         is not distinct from
         (old.title, old.slug, old.excerpt, old.content, old.tags, old.featured, old.published,
          old.publish_date, old.featured_image_url, old.banner_alt, old.author) then
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
            newest.banner_alt, newest.author)
           is not distinct from
           (new.title, new.slug, new.excerpt, new.content, new.tags, new.featured, new.published,
            new.publish_date, new.featured_image_url, new.banner_alt, new.author)
  ) then
    return null;
  end if;
  -- An archive restore that replaces what the owner wrote is recorded: the history shows the
  -- restored text after the text it replaced, which stays one click away.
  insert into public.blog_post_revisions (
    post_id, title, slug, excerpt, content, tags, featured, published, publish_date,
    featured_image_url, banner_alt, author, content_words, content_md5, operation, changed_by,
    changed_through
  ) values (
    new.id, new.title, new.slug, new.excerpt, new.content, new.tags, new.featured, new.published,
    new.publish_date, new.featured_image_url, new.banner_alt, new.author,
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
revoke execute on function private.record_post_revision() from public, anon, authenticated;

-- An archived revision is the same as a kept one only with the same alt text too.
create or replace function private.same_revision(a public.blog_post_revisions, b public.blog_post_revisions)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select a.post_id = b.post_id
     and date_trunc('milliseconds', a.created_at) = date_trunc('milliseconds', b.created_at)
     and (a.title, a.slug, a.excerpt, a.content, a.tags, a.featured, a.published,
          date_trunc('milliseconds', a.publish_date), a.featured_image_url, a.banner_alt, a.author,
          a.operation, a.changed_by, a.changed_through)
         is not distinct from
         (b.title, b.slug, b.excerpt, b.content, b.tags, b.featured, b.published,
          date_trunc('milliseconds', b.publish_date), b.featured_image_url, b.banner_alt, b.author,
          b.operation, b.changed_by, b.changed_through);
$$;

-- Archived revisions bring their alt text back.
create or replace function private.write_archive_revisions(upload uuid)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  staged_rows jsonb;
  written integer;
begin
  select coalesce(jsonb_agg(item order by staged.part, item_order), '[]'::jsonb) into staged_rows
    from private.archive_uploads as staged,
         jsonb_array_elements(staged.payload -> 'rows') with ordinality as items(item, item_order)
   where staged.upload_id = upload and staged.table_name = 'blog_post_revisions';
  insert into public.blog_post_revisions (
    post_id, title, slug, excerpt, content, tags, featured, published, publish_date,
    featured_image_url, banner_alt, author, content_words, content_md5, operation, changed_by,
    changed_through, created_at, post_deleted_at
  )
  select incoming.post_id, incoming.title, incoming.slug, incoming.excerpt, incoming.content,
         incoming.tags, incoming.featured, incoming.published, incoming.publish_date,
         incoming.featured_image_url, incoming.banner_alt, incoming.author,
         private.html_word_count(incoming.content), md5(incoming.content), incoming.operation,
         incoming.changed_by, incoming.changed_through, incoming.created_at,
         incoming.post_deleted_at
    from jsonb_array_elements(staged_rows) with ordinality as items(item, item_order),
         jsonb_populate_record(null::public.blog_post_revisions, items.item) as incoming
   where not exists (
     select 1 from public.blog_post_revisions as kept
      where kept.post_id = incoming.post_id and private.same_revision(kept, incoming)
   )
   order by items.item_order;
  get diagnostics written = row_count;
  return written;
end;
$$;

-- A private preview shows the banner with its alt text, as the post page will.
alter type private.post_preview_fields add attribute banner_alt text;

create or replace function private.post_preview(token text)
returns setof private.post_preview_fields
language sql
stable
security definer
set search_path = ''
as $$
  select post.id, post.title, post.slug, post.excerpt, post.content, post.tags, post.featured,
         post.published, post.publish_date, post.read_time, post.featured_image_url,
         post.featured_image_variants, post.author, post.meta_description, post.created_at,
         post.updated_at, post.banner_alt
    from public.post_preview_links as link
    join public.blog_posts as post on post.id = link.post_id
   where link.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')
     and link.revoked_at is null
     and link.expires_at > now();
$$;
