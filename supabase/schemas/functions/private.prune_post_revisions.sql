create or replace function private.prune_post_revisions(post uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.blog_post_revisions as revision
   where revision.id in (
     select ranked.id
       from (
         select kept.id,
                row_number() over (order by kept.created_at desc, kept.id desc) as recency,
                row_number() over (
                  partition by (kept.created_at at time zone 'UTC')::date
                  order by kept.created_at desc, kept.id desc
                ) as within_day
           from public.blog_post_revisions as kept
          where kept.post_id = post
       ) as ranked
      where ranked.recency > 50 and ranked.within_day > 1
   );
  delete from public.blog_post_revisions as expired
   where expired.post_deleted_at < now() - interval '30 days';
$$;
