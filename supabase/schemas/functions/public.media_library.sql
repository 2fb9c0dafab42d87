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
    -- A body's addresses are found by their Storage part alone: a pattern that also took what
    -- comes before it tried again at every character of a long body.
    select post.id, post.title, 'post body', found.address[1]
      from public.blog_posts as post,
           regexp_matches(post.content, '/storage/v1/object/public/[^\s"''<>(),]+', 'g')
             as found(address)
    union all
    -- A file an earlier version of a post names (a deleted post's too, for its 30 days) stays:
    -- restoring that version, or bringing the post back, must find it.
    select revision.post_id, revision.title, 'revision', revision.featured_image_url
      from public.blog_post_revisions as revision
     where revision.featured_image_url is not null
    union all
    select revision.post_id, revision.title, 'revision', found.address[1]
      from (select distinct on (revision.post_id, revision.content_md5) revision.post_id, revision.title,
                   revision.content
              from public.blog_post_revisions as revision) as revision,
           regexp_matches(revision.content, '/storage/v1/object/public/[^\s"''<>(),]+', 'g')
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
  ),
  -- An earlier version is a use of its own only where the post no longer uses the file.
  shown as (
    select * from located as use
     where use.kind <> 'revision' or not exists (
       select from located as current
        where current.kind <> 'revision' and current.id = use.id
          and current.bucket = use.bucket and current.name = use.name)
  ),
  -- Each file's uses gathered once, then joined to the files: looked up file by file, the
  -- bodies were searched again for every file (a minute and more for a real archive).
  uses as (
    select shown.bucket, shown.name,
           jsonb_agg(jsonb_build_object('kind', shown.kind, 'id', shown.id, 'label', shown.label)
                     order by shown.kind, shown.label) as list
      from shown
     group by shown.bucket, shown.name
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'bucket', object.bucket_id,
           'name', object.name,
           'size', coalesce((object.metadata ->> 'size')::bigint, 0),
           'created_at', object.created_at,
           'uses', coalesce(uses.list, '[]'::jsonb)
         ) order by object.bucket_id, object.name), '[]'::jsonb)
    from storage.objects as object
    left join uses on uses.bucket = object.bucket_id and uses.name = object.name
   where object.bucket_id in ('blog-images', 'company-logos')
  );
end;
$$;
