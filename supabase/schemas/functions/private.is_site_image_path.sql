create function private.is_site_image_path(bucket text, object_name text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select bucket = 'blog-images'
      or (
        bucket = 'company-logos'
        and (storage.foldername(object_name))[1]
          in ('experience-logos', 'earlier-experience-logos', 'startup-logos')
      );
$$;
