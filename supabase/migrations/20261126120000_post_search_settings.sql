-- A post's own search and sharing settings, each empty (null) until the owner writes one:
--   seo_title        the page title search engines and link cards show, used as it is, in place
--                    of "{title} | {business name}";
--   seo_description  the description they show, in place of the post's meta_description (its
--                    excerpt, else its opening text);
--   canonical_url    the address of the original when the post first appeared elsewhere (a
--                    journal, LinkedIn, Medium): the page's canonical link, og:url and JSON-LD
--                    point there, and the sitemap leaves the post out.
-- The limits are the editor's (shared/domain/textLimits.ts).

alter table public.blog_posts
  add column seo_title text,
  add column seo_description text,
  add column canonical_url text;

alter table public.blog_posts
  add constraint blog_posts_seo_title_length check (char_length(seo_title) <= 100),
  add constraint blog_posts_seo_description_length check (char_length(seo_description) <= 300),
  add constraint blog_posts_canonical_url_length check (char_length(canonical_url) <= 2048),
  add constraint blog_posts_canonical_url_web check (private.is_web_url(canonical_url));

-- A revision keeps them with the rest of what the owner edits.
alter table public.blog_post_revisions
  add column seo_title text,
  add column seo_description text,
  add column canonical_url text;

-- As in 20261125110000_banner_alt_text, with the search settings among what the owner edits: a
-- save that changes only one of them is a revision, and a restore that writes what the newest
-- revision holds adds nothing.
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
revoke execute on function private.record_post_revision() from public, anon, authenticated;

-- An archived revision is the same as a kept one only with the same search settings too.
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
          a.seo_title, a.seo_description, a.canonical_url, a.operation, a.changed_by,
          a.changed_through)
         is not distinct from
         (b.title, b.slug, b.excerpt, b.content, b.tags, b.featured, b.published,
          date_trunc('milliseconds', b.publish_date), b.featured_image_url, b.banner_alt, b.author,
          b.seo_title, b.seo_description, b.canonical_url, b.operation, b.changed_by,
          b.changed_through);
$$;

-- Archived revisions bring their search settings back.
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
    featured_image_url, banner_alt, author, seo_title, seo_description, canonical_url,
    content_words, content_md5, operation, changed_by, changed_through, created_at,
    post_deleted_at
  )
  select incoming.post_id, incoming.title, incoming.slug, incoming.excerpt, incoming.content,
         incoming.tags, incoming.featured, incoming.published, incoming.publish_date,
         incoming.featured_image_url, incoming.banner_alt, incoming.author, incoming.seo_title,
         incoming.seo_description, incoming.canonical_url,
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
