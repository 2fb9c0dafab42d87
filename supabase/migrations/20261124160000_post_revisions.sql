-- Revision history of posts. Every write of a post that changes what the owner edits keeps a
-- copy of it, written here by the database itself, so the browser, the desktop app's change
-- queue, an archive restore and plain SQL all count alike. Only the owner reads revisions (with
-- aal2 once two-factor is on); nobody writes them but these triggers.
--
-- Kept: the newest 50 of each post, and beyond those the newest of each (UTC) day. A deleted
-- post's revisions stay 30 days, so the post can be brought back.

create table public.blog_post_revisions (
  id bigint generated always as identity primary key,
  -- No reference to blog_posts: a deleted post's revisions outlive it.
  post_id uuid not null,
  title text not null,
  slug text not null,
  excerpt text,
  content text not null,
  tags text[] not null,
  featured boolean not null,
  published boolean not null,
  publish_date timestamptz,
  featured_image_url text,
  author text,
  -- The body's words and fingerprint: the history list tells what changed without the bodies.
  content_words integer not null,
  content_md5 text not null,
  -- 'insert' for the post's first save, 'update' for later ones.
  operation text not null,
  -- Who: the signed-in account (null for SQL and the service role), and the way in.
  changed_by uuid,
  changed_through text not null,
  created_at timestamptz not null default now(),
  post_deleted_at timestamptz,
  constraint blog_post_revisions_operation check (operation in ('insert', 'update')),
  constraint blog_post_revisions_changed_through check (
    changed_through in ('authenticated', 'service_role', 'archive', 'sql')
  )
);

create index blog_post_revisions_post_idx on public.blog_post_revisions (post_id, id desc);
create index blog_post_revisions_deleted_idx on public.blog_post_revisions (post_deleted_at)
  where post_deleted_at is not null;

alter table public.blog_post_revisions enable row level security;
revoke all on table public.blog_post_revisions from anon, authenticated;
grant all on table public.blog_post_revisions to service_role;
grant select on table public.blog_post_revisions to authenticated;

create policy "The owner reads revisions" on public.blog_post_revisions
  for select to authenticated
  using (
    (select private.is_owner())
    and (post_deleted_at is null or post_deleted_at > now() - interval '30 days')
  );

-- The words of a post body as its readers count them: the text between the tags.
create function private.html_word_count(html text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select count(*)::integer
    from regexp_matches(regexp_replace(html, '<[^>]*>|&[a-zA-Z0-9#]+;', ' ', 'g'), '\S+', 'g');
$$;
revoke execute on function private.html_word_count(text) from public, anon, authenticated;

-- Drops what the retention rule no longer keeps: a post's revisions beyond its newest 50 that
-- are not the newest of their day, and every revision of a post deleted more than 30 days ago.
create function private.prune_post_revisions(post uuid)
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
                row_number() over (order by kept.id desc) as recency,
                row_number() over (
                  partition by (kept.created_at at time zone 'UTC')::date order by kept.id desc
                ) as within_day
           from public.blog_post_revisions as kept
          where kept.post_id = post
       ) as ranked
      where ranked.recency > 50 and ranked.within_day > 1
   );
  delete from public.blog_post_revisions as expired
   where expired.post_deleted_at < now() - interval '30 days';
$$;
revoke execute on function private.prune_post_revisions(uuid) from public, anon, authenticated;

create function private.record_post_revision()
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
  -- An archive restore is recorded too: it replaces what the owner wrote, so the history shows
  -- the restored text after the text it replaced, which stays one click away.
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
revoke execute on function private.record_post_revision() from public, anon, authenticated;

create trigger blog_posts_record_revision
after insert or update or delete on public.blog_posts
for each row execute function private.record_post_revision();

-- The posts written before this migration start their history as they are now.
insert into public.blog_post_revisions (
  post_id, title, slug, excerpt, content, tags, featured, published, publish_date,
  featured_image_url, author, content_words, content_md5, operation, changed_through, created_at
)
select post.id, post.title, post.slug, post.excerpt, post.content, post.tags, post.featured,
       post.published, post.publish_date, post.featured_image_url, post.author,
       private.html_word_count(post.content), md5(post.content), 'insert', 'sql', post.updated_at
  from public.blog_posts as post;
