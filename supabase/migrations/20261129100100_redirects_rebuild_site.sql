-- The static host's `_redirects` file is written by the build from the redirects table, so a
-- redirect the owner adds, changes or removes on the Redirects screen asks for a build, as a
-- change to a published post does (20261121110000_site_rebuild_hook). For each row changed: a
-- statement trigger would ask for one too when a deleted post's redirects are looked for and
-- none is there. A restore asks for one build when it is done, not one per row.
create trigger redirects_rebuild_on_change
after insert or update or delete on public.redirects
for each row
execute function private.request_site_rebuild();
