-- Every text the owner writes has a length limit, the same numbers as the owner's forms
-- (shared/domain/textLimits.ts): a 3,000-character FAQ question is refused, not stored and shown.
-- (blog_posts.slug already has one, in blog_posts_slug_format.)
--
-- Each constraint holds for every write from now on. It is validated against the rows already
-- saved where they fit; a project with a longer text keeps it until the owner next edits that
-- item, when the form shows the count and asks for a shorter one.

-- Every text of a list is at most `longest` characters.
create function private.texts_within(texts text[], longest integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(char_length(text) <= longest), true) from unnest(texts) as text;
$$;
grant execute on function private.texts_within(text[], integer) to anon, authenticated, service_role;

create function private.add_limit(table_name text, constraint_name text, rule text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  execute format('alter table public.%I add constraint %I check (%s) not valid',
    table_name, constraint_name, rule);
  begin
    execute format('alter table public.%I validate constraint %I', table_name, constraint_name);
  exception when check_violation then
    raise notice '% has rows longer than % allows; they must be shortened when next edited',
      table_name, constraint_name;
  end;
end;
$$;

select private.add_limit(limits.table_name, limits.table_name || '_' || limits.column_name || '_length',
  format('char_length(%I) <= %s', limits.column_name, limits.longest))
from (values
  ('blog_posts', 'title', 200),
  ('blog_posts', 'excerpt', 500),
  ('blog_posts', 'author', 100),
  ('blog_posts', 'content', 500000),
  ('blog_posts', 'featured_image_url', 2048),
  ('publications', 'title', 200),
  ('publications', 'publication_name', 100),
  ('publications', 'publication_url', 2048),
  ('publications', 'excerpt', 500),
  ('experiences', 'company', 100),
  ('experiences', 'company_url', 2048),
  ('experiences', 'logo_url', 2048),
  ('experiences', 'role', 100),
  ('experiences', 'period', 50),
  ('experiences', 'description', 2000),
  ('earlier_experiences', 'company', 100),
  ('earlier_experiences', 'company_url', 2048),
  ('earlier_experiences', 'logo_url', 2048),
  ('earlier_experiences', 'description', 2000),
  ('startup_experience_logos', 'company_name', 100),
  ('startup_experience_logos', 'company_url', 2048),
  ('startup_experience_logos', 'logo_url', 2048),
  ('services', 'title', 100),
  ('services', 'subtitle', 200),
  ('services', 'ideal_for', 500),
  ('services', 'results', 500),
  ('testimonials', 'quote', 1000),
  ('testimonials', 'author_name', 100),
  ('testimonials', 'author_title', 100),
  ('testimonials', 'company', 100),
  ('contact_faqs', 'question', 200),
  ('contact_faqs', 'answer', 2000)
) as limits(table_name, column_name, longest);

-- Tags: at most 20 an item, each at most 50 characters; a service's included list likewise.
select private.add_limit('blog_posts', 'blog_posts_tags_length',
  'cardinality(tags) <= 20 and private.texts_within(tags, 50)');
select private.add_limit('publications', 'publications_tags_length',
  'tags is null or (cardinality(tags) <= 20 and private.texts_within(tags, 50))');
select private.add_limit('services', 'services_whats_included_length',
  'cardinality(whats_included) <= 20 and private.texts_within(whats_included, 200)');

drop function private.add_limit(text, text, text);
