-- A static host rebuilds the prerendered site when a published post changes: set
-- private.site_rebuild.hook_url to the host's build hook (Netlify, Cloudflare Pages, Vercel...).
-- The database calls it through pg_net, which sends its requests after the change commits.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
end
$$;

create table private.site_rebuild (
  singleton boolean primary key default true,
  hook_url text,
  constraint site_rebuild_single_row check (singleton),
  constraint site_rebuild_http_url check (hook_url is null or hook_url ~ '^https?://')
);
insert into private.site_rebuild default values;
revoke all on table private.site_rebuild from anon, authenticated;

create function private.request_site_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook text;
begin
  select hook_url into hook from private.site_rebuild;
  -- No hook set, or no pg_net: the site is rebuilt by hand (npm run build).
  if hook is null or to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null then
    return null;
  end if;
  execute 'select net.http_post(url := $1, body := $2)'
    using hook, jsonb_build_object('table', tg_table_name, 'operation', tg_op);
  return null;
end;
$$;
revoke execute on function private.request_site_rebuild() from public, anon, authenticated;

-- Any change that a visitor's pages show: a post published, unpublished, edited while published,
-- or deleted while published. Drafts never trigger a build.
create trigger blog_posts_rebuild_on_insert
after insert on public.blog_posts
for each row when (new.published)
execute function private.request_site_rebuild();

create trigger blog_posts_rebuild_on_update
after update on public.blog_posts
for each row when (old.published or new.published)
execute function private.request_site_rebuild();

create trigger blog_posts_rebuild_on_delete
after delete on public.blog_posts
for each row when (old.published)
execute function private.request_site_rebuild();
