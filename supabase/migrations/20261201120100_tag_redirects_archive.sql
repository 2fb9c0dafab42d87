-- Renamed tags travel with the site's archive: export and restore carry tag_redirects, so a
-- renamed or merged tag's old blog address still redirects after a restore. A restore writes a
-- row by its id and tells a backend row changed since the dry run by its updated_at, so the
-- table gets both; a tag's name stays unique in any capitals (tag_redirects_from_key).
alter table public.tag_redirects drop constraint tag_redirects_pkey;
alter table public.tag_redirects
  add column id uuid not null default gen_random_uuid() primary key,
  add column updated_at timestamptz not null default now();

create trigger set_updated_at before insert or update on public.tag_redirects
  for each row execute function private.set_updated_at();

insert into private.archive_tables (table_name, position, version_column) values
  ('tag_redirects', 25, 'updated_at');
