-- What the newsletter mails of a post: the whole post ('full', as designed HTML with a text
-- alternative), or its excerpt and a link to read it on the site ('excerpt'). The owner chooses
-- per post in the editor; a post from before this is mailed whole. Not kept in revisions: it
-- says how the post is announced, not what it says.
alter table public.blog_posts
  add column newsletter_format text not null default 'full',
  add constraint blog_posts_newsletter_format_known check (newsletter_format in ('full', 'excerpt'));
