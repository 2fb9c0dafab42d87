-- Image storage: blog banners and company logos. Both buckets are public to read (files are
-- served at /storage/v1/object/public/... without any policy); only the owner may upload,
-- replace, list or delete. Logos go in one of three folders of company-logos.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('blog-images', 'blog-images', true, 5242880,
   array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']),
  ('company-logos', 'company-logos', true, 5242880,
   array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'])
on conflict (id) do nothing;

-- Where the owner may put an image: anywhere in blog-images, or a logo folder of company-logos.
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

grant execute on function private.is_site_image_path(text, text) to authenticated, service_role;

create policy "The owner lists and reads site images" on storage.objects
  for select to authenticated
  using (bucket_id in ('blog-images', 'company-logos') and (select private.is_owner()));

create policy "The owner uploads site images" on storage.objects
  for insert to authenticated
  with check (private.is_site_image_path(bucket_id, name) and (select private.is_owner()));

create policy "The owner replaces site images" on storage.objects
  for update to authenticated
  using (bucket_id in ('blog-images', 'company-logos') and (select private.is_owner()))
  with check (private.is_site_image_path(bucket_id, name) and (select private.is_owner()));

create policy "The owner deletes site images" on storage.objects
  for delete to authenticated
  using (bucket_id in ('blog-images', 'company-logos') and (select private.is_owner()));
