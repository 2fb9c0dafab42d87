-- Images are stored in sizes: the owner's app decodes an image when it is picked, drops its
-- metadata (EXIF, GPS, XMP), keeps an original at most 2400 px on its long edge and writes width
-- variants beside it ({name}-480w.webp, ...; see shared/domain/imageVariants.ts). What it made is
-- recorded with the row, so the site writes srcset, sizes, width and height without asking
-- Storage: the original's width and height, the variants' widths and format, and whether a
-- 1200 x 630 sharing image ({name}-share.jpg) was made. Null: an image from before this (or from
-- elsewhere), shown as it is.

create function private.is_image_variants(value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null or (
    jsonb_typeof(value) = 'object'
    and jsonb_typeof(value -> 'width') = 'number'
    and jsonb_typeof(value -> 'height') = 'number'
    and (value ->> 'width')::numeric between 1 and 2400
    and (value ->> 'height')::numeric between 1 and 2400
    and jsonb_typeof(value -> 'widths') = 'array'
    and jsonb_array_length(value -> 'widths') <= 8
    and not jsonb_path_exists(value -> 'widths', '$[*] ? (@.type() != "number" || @ < 1 || @ > 2400)')
    and value ->> 'format' in ('webp', 'jpeg')
    and jsonb_typeof(value -> 'share') = 'boolean'
  );
$$;

grant execute on function private.is_image_variants(jsonb) to anon, authenticated, service_role;

alter table public.blog_posts
  add column featured_image_variants jsonb,
  add constraint blog_posts_featured_image_variants_format
    check (private.is_image_variants(featured_image_variants));

alter table public.publications
  add column image_variants jsonb,
  add constraint publications_image_variants_format check (private.is_image_variants(image_variants));

alter table public.experiences
  add column logo_variants jsonb,
  add constraint experiences_logo_variants_format check (private.is_image_variants(logo_variants));

alter table public.earlier_experiences
  add column logo_variants jsonb,
  add constraint earlier_experiences_logo_variants_format
    check (private.is_image_variants(logo_variants));

alter table public.startup_experience_logos
  add column logo_variants jsonb,
  add constraint startup_experience_logos_logo_variants_format
    check (private.is_image_variants(logo_variants));
