-- A tag's old name, renamed or merged on the Tags screen, and the name it became: the build
-- writes each as a redirect of the blog's tag filter (`/blog?tags=<old>` to `/blog?tags=<new>`)
-- in the static host's `_redirects` file. The owner writes them, through public.rename_tag and
-- public.delete_tag; anyone reads them, as the build does.
create table public.tag_redirects (
  from_tag text primary key,
  to_tag text not null,
  created_at timestamptz not null default now(),
  constraint tag_redirects_names check (
    btrim(from_tag) <> '' and btrim(to_tag) <> '' and lower(from_tag) <> lower(to_tag)
  )
);

-- One redirect per tag, whatever its capitals: tags compare in any capitals.
create unique index tag_redirects_from_key on public.tag_redirects (lower(from_tag));

alter table public.tag_redirects enable row level security;

revoke all on table public.tag_redirects from anon, authenticated;
grant all on table public.tag_redirects to service_role;
grant select on table public.tag_redirects to anon, authenticated;
grant insert, update, delete on table public.tag_redirects to authenticated;

create policy "Tag redirects are public" on public.tag_redirects
  for select to anon, authenticated
  using (true);
create policy "The owner creates rows" on public.tag_redirects for insert to authenticated
  with check ((select private.is_owner()));
create policy "The owner edits rows" on public.tag_redirects for update to authenticated
  using ((select private.is_owner())) with check ((select private.is_owner()));
create policy "The owner deletes rows" on public.tag_redirects for delete to authenticated
  using ((select private.is_owner()));

create trigger tag_redirects_rebuild_on_change
after insert or update or delete on public.tag_redirects
for each row
execute function private.request_site_rebuild();
