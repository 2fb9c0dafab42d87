-- A post an import or an archive restore published was written as not yet mailed
-- (newsletter_sent false): what an archive writes mails nobody (private.restoring_archive),
-- so the newsletter was never asked for it, and the next time the owner unpublished and
-- published it again, every confirmed subscriber got a post that may be years old. Imports and
-- restores now mark what they publish as mailed (shared/archive); this marks the posts they
-- wrote before. A published post the newsletter was never asked about (no newsletter_sends
-- row) is one of theirs: the editor's, the list's and the schedule's publications always ask.
-- The mark is no edit: it keeps updated_at, adds no revision and asks for no build
-- (20261124170000_newsletter_from_database).
update public.blog_posts as post
   set newsletter_sent = true
 where post.published
   and not post.newsletter_sent
   and not exists (select 1 from public.newsletter_sends as send where send.post_id = post.id);
