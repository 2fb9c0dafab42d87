-- Row-level security on every table. Visitors (anon) and any signed-in account that is not the
-- owner read only what the public site shows; only the owner writes. Privileges are granted
-- explicitly, after revoking whatever a project's default privileges may have handed out, so
-- they are the same on every project.

revoke all on table
  public.blog_posts,
  public.publications,
  public.startup_experience_logos,
  public.experiences,
  public.earlier_experiences,
  public.services,
  public.testimonials,
  public.contact_faqs,
  public.contact_submissions
from anon, authenticated;

grant all on table
  public.blog_posts,
  public.publications,
  public.startup_experience_logos,
  public.experiences,
  public.earlier_experiences,
  public.services,
  public.testimonials,
  public.contact_faqs,
  public.contact_submissions
to service_role;

-- Content the public site shows: readable by everyone, written by the owner.
grant select on table
  public.blog_posts,
  public.publications,
  public.startup_experience_logos,
  public.experiences,
  public.earlier_experiences,
  public.services,
  public.testimonials,
  public.contact_faqs
to anon, authenticated;

grant insert, update, delete on table
  public.blog_posts,
  public.publications,
  public.startup_experience_logos,
  public.experiences,
  public.earlier_experiences,
  public.services,
  public.testimonials,
  public.contact_faqs
to authenticated;

alter table public.blog_posts enable row level security;
alter table public.publications enable row level security;
alter table public.startup_experience_logos enable row level security;
alter table public.experiences enable row level security;
alter table public.earlier_experiences enable row level security;
alter table public.services enable row level security;
alter table public.testimonials enable row level security;
alter table public.contact_faqs enable row level security;
alter table public.contact_submissions enable row level security;

-- Only the owner writes content, the same rule on every content table.
do $$
declare
  content_table text;
begin
  foreach content_table in array array[
    'blog_posts', 'publications', 'startup_experience_logos', 'experiences',
    'earlier_experiences', 'services', 'testimonials', 'contact_faqs'
  ] loop
    execute format(
      'create policy "The owner creates rows" on public.%I for insert to authenticated
         with check ((select private.is_owner()))', content_table);
    execute format(
      'create policy "The owner edits rows" on public.%I for update to authenticated
         using ((select private.is_owner())) with check ((select private.is_owner()))', content_table);
    execute format(
      'create policy "The owner deletes rows" on public.%I for delete to authenticated
         using ((select private.is_owner()))', content_table);
  end loop;
end
$$;

-- Who reads what: drafts, inactive testimonials and inactive FAQs are the owner's alone.
create policy "Published posts are public; the owner reads drafts" on public.blog_posts
  for select to anon, authenticated
  using (published or (select private.is_owner()));
create policy "Active testimonials are public; the owner reads all" on public.testimonials
  for select to anon, authenticated
  using (is_active or (select private.is_owner()));
create policy "Active FAQs are public; the owner reads all" on public.contact_faqs
  for select to anon, authenticated
  using (is_active or (select private.is_owner()));
create policy "Publications are public" on public.publications
  for select to anon, authenticated using (true);
create policy "Logos are public" on public.startup_experience_logos
  for select to anon, authenticated using (true);
create policy "Experience is public" on public.experiences
  for select to anon, authenticated using (true);
create policy "Earlier experience is public" on public.earlier_experiences
  for select to anon, authenticated using (true);
create policy "Services are public" on public.services
  for select to anon, authenticated using (true);

-- contact_submissions: visitors may send the form's fields and nothing else, and read nothing
-- back; the row they send must be a new enquiry (its time is the server's, not theirs).
grant insert (first_name, last_name, email, company, subject, message)
  on table public.contact_submissions to anon, authenticated;
grant select, delete on table public.contact_submissions to authenticated;

create policy "Visitors send new enquiries" on public.contact_submissions
  for insert to anon, authenticated
  with check (created_at = now());
create policy "The owner reads enquiries" on public.contact_submissions
  for select to authenticated using ((select private.is_owner()));
create policy "The owner deletes enquiries" on public.contact_submissions
  for delete to authenticated using ((select private.is_owner()));
