-- Archives carry the posts' revision history. A revision has no identity across backends (its
-- id is numbered by each database), so a restore adds the archive's revisions the backend does
-- not have yet (the same post, time and text), in the archive's order, and never changes or
-- removes one. Their word counts and fingerprints are computed here, as for every revision.
--
-- A restore writes the revisions before the posts. A restored post whose newest revision (the
-- archive's, just added) already holds what is written gets no revision of its own, so an
-- archive restored into an empty backend has exactly the archive's history; a post whose text
-- the restore replaces still gets one, after the text it replaced.
--
-- History is in time order (created_at, then id): revisions a restore brings back are older than
-- those written since, whatever their ids.

insert into private.archive_tables (table_name, position, version_column) values
  ('blog_post_revisions', 5, 'created_at');

-- What a revision is, compared: the post, the time (to the millisecond, as clients read it),
-- what the owner edits, and how it was made.
create function private.same_revision(a public.blog_post_revisions, b public.blog_post_revisions)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select a.post_id = b.post_id
     and date_trunc('milliseconds', a.created_at) = date_trunc('milliseconds', b.created_at)
     and (a.title, a.slug, a.excerpt, a.content, a.tags, a.featured, a.published,
          date_trunc('milliseconds', a.publish_date), a.featured_image_url, a.author, a.operation,
          a.changed_by, a.changed_through)
         is not distinct from
         (b.title, b.slug, b.excerpt, b.content, b.tags, b.featured, b.published,
          date_trunc('milliseconds', b.publish_date), b.featured_image_url, b.author, b.operation,
          b.changed_by, b.changed_through);
$$;
revoke execute on function private.same_revision(public.blog_post_revisions, public.blog_post_revisions)
  from public, anon, authenticated;

create function private.write_archive_revisions(upload uuid)
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
    featured_image_url, author, content_words, content_md5, operation, changed_by,
    changed_through, created_at, post_deleted_at
  )
  select incoming.post_id, incoming.title, incoming.slug, incoming.excerpt, incoming.content,
         incoming.tags, incoming.featured, incoming.published, incoming.publish_date,
         incoming.featured_image_url, incoming.author, private.html_word_count(incoming.content),
         md5(incoming.content), incoming.operation, incoming.changed_by, incoming.changed_through,
         incoming.created_at, incoming.post_deleted_at
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
revoke execute on function private.write_archive_revisions(uuid) from public, anon, authenticated;

-- As before, with the revisions written their own way.
create or replace function private.apply_archive_upload(upload_id uuid, parts integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  upload uuid := apply_archive_upload.upload_id;
  stored integer;
  archive_table record;
  written integer;
  summary jsonb := '{}'::jsonb;
  failure text;
  failure_code text;
begin
  perform private.require_archive_writer();
  begin
    select count(*) into stored from private.archive_uploads as staged where staged.upload_id = upload;
    if stored <> parts then
      raise exception using
        errcode = '22023',
        message = format('%s of the %s parts of this restore arrived', stored, parts);
    end if;
    perform set_config('app.restoring_archive', 'on', true);
    for archive_table in
      select listed.table_name, listed.version_column from private.archive_tables as listed
       order by listed.position
    loop
      if archive_table.table_name = 'blog_post_revisions' then
        written := private.write_archive_revisions(upload);
      else
        written := private.write_archive_table(upload, archive_table.table_name, archive_table.version_column);
      end if;
      if written > 0 then
        summary := summary || jsonb_build_object(archive_table.table_name, written);
      end if;
    end loop;
    perform set_config('app.restoring_archive', 'off', true);
    if summary ? 'blog_posts' then
      perform private.call_site_rebuild_hook(jsonb_build_object('table', 'blog_posts', 'operation', 'RESTORE'));
    end if;
  exception when others then
    get stacked diagnostics failure = message_text, failure_code = returned_sqlstate;
  end;
  delete from private.archive_uploads as staged where staged.upload_id = upload;
  if failure is not null then
    return jsonb_build_object('error', failure, 'code', failure_code);
  end if;
  return jsonb_build_object('written', summary);
end;
$$;

-- Recency by time, then id (was: id alone).
create or replace function private.prune_post_revisions(post uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.blog_post_revisions as revision
   where revision.id in (
     select ranked.id
       from (
         select kept.id,
                row_number() over (order by kept.created_at desc, kept.id desc) as recency,
                row_number() over (
                  partition by (kept.created_at at time zone 'UTC')::date
                  order by kept.created_at desc, kept.id desc
                ) as within_day
           from public.blog_post_revisions as kept
          where kept.post_id = post
       ) as ranked
      where ranked.recency > 50 and ranked.within_day > 1
   );
  delete from public.blog_post_revisions as expired
   where expired.post_deleted_at < now() - interval '30 days';
$$;

-- As before, and a restored post its history already ends with records nothing new.
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
          new.publish_date, new.featured_image_url, new.author)
         is not distinct from
         (old.title, old.slug, old.excerpt, old.content, old.tags, old.featured, old.published,
          old.publish_date, old.featured_image_url, old.author) then
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
            newest.author)
           is not distinct from
           (new.title, new.slug, new.excerpt, new.content, new.tags, new.featured, new.published,
            new.publish_date, new.featured_image_url, new.author)
  ) then
    return null;
  end if;
  -- An archive restore that replaces what the owner wrote is recorded: the history shows the
  -- restored text after the text it replaced, which stays one click away.
  insert into public.blog_post_revisions (
    post_id, title, slug, excerpt, content, tags, featured, published, publish_date,
    featured_image_url, author, content_words, content_md5, operation, changed_by, changed_through
  ) values (
    new.id, new.title, new.slug, new.excerpt, new.content, new.tags, new.featured, new.published,
    new.publish_date, new.featured_image_url, new.author,
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
