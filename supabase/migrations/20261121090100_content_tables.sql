-- The site's content, with the table and column names of the product specification (section 3)
-- so an existing database of this site can be moved over. Constraints refuse junk with a clear
-- constraint name in the error rather than storing it.

-- Keeps updated_at current on every write; the desktop app compares it to detect conflicts.
create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke execute on function private.set_updated_at() from public, anon, authenticated;

-- Links a visitor follows must be web addresses.
create function private.is_web_url(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~* '^https?://[^\s/]+\S*$';
$$;

-- Images may be stored anywhere on the web (Storage public URLs included) or be site assets.
create function private.is_image_location(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select private.is_web_url(value) or value ~ '^/[^/\s]\S*$';
$$;

grant execute on function private.is_web_url(text) to anon, authenticated, service_role;
grant execute on function private.is_image_location(text) to anon, authenticated, service_role;

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  slug text not null,
  excerpt text,
  content text not null,
  tags text[] not null default '{}',
  featured boolean not null default false,
  published boolean not null default false,
  publish_date timestamptz,
  read_time integer not null default 5,
  featured_image_url text,
  author text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  newsletter_sent boolean not null default false,
  constraint blog_posts_slug_key unique (slug),
  constraint blog_posts_title_required check (btrim(title) <> ''),
  constraint blog_posts_content_required check (btrim(content) <> ''),
  constraint blog_posts_tags_required check (cardinality(tags) > 0),
  constraint blog_posts_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  constraint blog_posts_read_time_positive check (read_time >= 1),
  constraint blog_posts_featured_image_url_format check (
    featured_image_url is null or private.is_image_location(featured_image_url)
  )
);

create index blog_posts_published_order_idx
  on public.blog_posts (publish_date desc nulls last, created_at desc)
  where published;

create table public.publications (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  publication_name text not null,
  publication_url text not null,
  published_date date not null,
  excerpt text,
  tags text[],
  image_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint publications_title_required check (btrim(title) <> ''),
  constraint publications_publication_name_required check (btrim(publication_name) <> ''),
  constraint publications_publication_url_format check (private.is_web_url(publication_url)),
  -- The spec stores pasted images inline as data strings; only raster formats, at most ~2 MB.
  constraint publications_image_url_format check (
    image_url is null
    or private.is_image_location(image_url)
    or image_url ~ '^data:image/(png|jpeg|gif|webp|avif);base64,[A-Za-z0-9+/]+=*$'
  ),
  constraint publications_image_url_size check (length(image_url) <= 2800000)
);

create table public.startup_experience_logos (
  id uuid primary key default gen_random_uuid(),
  company_name text not null,
  company_url text,
  logo_url text,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint startup_experience_logos_company_name_required check (btrim(company_name) <> ''),
  constraint startup_experience_logos_company_url_format check (
    company_url is null or private.is_web_url(company_url)
  ),
  constraint startup_experience_logos_logo_url_format check (
    logo_url is null or private.is_image_location(logo_url)
  )
);

create table public.experiences (
  id uuid primary key default gen_random_uuid(),
  company text not null,
  company_url text,
  logo_url text,
  role text not null,
  period text not null,
  description text not null,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint experiences_company_required check (btrim(company) <> ''),
  constraint experiences_role_required check (btrim(role) <> ''),
  constraint experiences_period_required check (btrim(period) <> ''),
  constraint experiences_description_required check (btrim(description) <> ''),
  constraint experiences_company_url_format check (
    company_url is null or private.is_web_url(company_url)
  ),
  constraint experiences_logo_url_format check (
    logo_url is null or private.is_image_location(logo_url)
  )
);

create table public.earlier_experiences (
  id uuid primary key default gen_random_uuid(),
  company text not null,
  company_url text,
  logo_url text,
  description text not null,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint earlier_experiences_company_required check (btrim(company) <> ''),
  constraint earlier_experiences_description_required check (btrim(description) <> ''),
  constraint earlier_experiences_company_url_format check (
    company_url is null or private.is_web_url(company_url)
  ),
  constraint earlier_experiences_logo_url_format check (
    logo_url is null or private.is_image_location(logo_url)
  )
);

create table public.services (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  subtitle text not null,
  whats_included text[] not null default '{}',
  ideal_for text not null,
  results text,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint services_title_required check (btrim(title) <> ''),
  constraint services_subtitle_required check (btrim(subtitle) <> ''),
  constraint services_ideal_for_required check (btrim(ideal_for) <> '')
);

create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  quote text not null,
  author_name text not null,
  author_title text not null,
  company text,
  is_active boolean not null default true,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint testimonials_quote_required check (btrim(quote) <> ''),
  constraint testimonials_author_name_required check (btrim(author_name) <> ''),
  constraint testimonials_author_title_required check (btrim(author_title) <> '')
);

create table public.contact_faqs (
  id uuid primary key default gen_random_uuid(),
  question text not null,
  answer text not null,
  display_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint contact_faqs_question_required check (btrim(question) <> ''),
  constraint contact_faqs_answer_required check (btrim(answer) <> '')
);

-- Written by visitors: every field is bounded.
create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  email text not null,
  company text,
  subject text not null,
  message text not null,
  created_at timestamptz not null default now(),
  constraint contact_submissions_first_name_length check (length(btrim(first_name)) between 1 and 100),
  constraint contact_submissions_last_name_length check (length(btrim(last_name)) between 1 and 100),
  constraint contact_submissions_email_format check (
    length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
  ),
  constraint contact_submissions_company_length check (company is null or length(company) <= 200),
  constraint contact_submissions_subject_length check (length(btrim(subject)) between 1 and 200),
  constraint contact_submissions_message_length check (length(btrim(message)) between 1 and 5000)
);

create index contact_submissions_created_at_idx on public.contact_submissions (created_at desc);

-- Every content table keeps its updated_at current.
do $$
declare
  content_table text;
begin
  foreach content_table in array array[
    'blog_posts', 'publications', 'startup_experience_logos', 'experiences',
    'earlier_experiences', 'services', 'testimonials', 'contact_faqs'
  ] loop
    execute format(
      'create trigger set_updated_at before insert or update on public.%I
         for each row execute function private.set_updated_at()', content_table);
  end loop;
end
$$;
