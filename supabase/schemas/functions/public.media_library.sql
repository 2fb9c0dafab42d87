create function public.media_library()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not (select private.is_owner()) then
    raise exception 'Only the site owner can see the media library' using errcode = '42501';
  end if;
  return (
  with refs as (
    select post.id, post.title as label, 'banner' as kind, post.featured_image_url as address
      from public.blog_posts as post where post.featured_image_url is not null
    union all
    select post.id, post.title, 'post body', found.address[1]
      from public.blog_posts as post,
           regexp_matches(post.content, '[^\s"''<>(),]*/storage/v1/object/public/[^\s"''<>(),]+', 'g')
             as found(address)
    union all
    select item.id, item.title, 'publication', item.image_url
      from public.publications as item where item.image_url like '%/storage/v1/object/public/%'
    union all
    select item.id, item.company, 'logo', item.logo_url
      from public.experiences as item where item.logo_url is not null
    union all
    select item.id, item.company, 'logo', item.logo_url
      from public.earlier_experiences as item where item.logo_url is not null
    union all
    select item.id, item.company_name, 'logo', item.logo_url
      from public.startup_experience_logos as item where item.logo_url is not null
  ),
  located as (
    select distinct refs.id, refs.label, refs.kind,
           (regexp_match(refs.address, '/storage/v1/object/public/([^/]+)/([^?#]+)'))[1] as bucket,
           (regexp_match(refs.address, '/storage/v1/object/public/([^/]+)/([^?#]+)'))[2] as name
      from refs
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'bucket', object.bucket_id,
           'name', object.name,
           'size', coalesce((object.metadata ->> 'size')::bigint, 0),
           'created_at', object.created_at,
           'uses', coalesce((
             select jsonb_agg(jsonb_build_object('kind', located.kind, 'id', located.id,
                                                 'label', located.label)
                              order by located.kind, located.label)
               from located
              where located.bucket = object.bucket_id and located.name = object.name
           ), '[]'::jsonb)
         ) order by object.bucket_id, object.name), '[]'::jsonb)
    from storage.objects as object
   where object.bucket_id in ('blog-images', 'company-logos')
  );
end;
$$;
