create function public.delete_tag(tag text)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  key text := lower(btrim(tag));
  posts integer;
  publications integer;
begin
  if not (select private.is_owner()) then
    raise exception using errcode = '42501', message = 'Only the site owner can delete a tag';
  end if;
  -- A post has at least one tag (spec section 3): one whose only tag this is keeps it.
  if exists (
    select 1 from public.blog_posts as post
     where cardinality(post.tags) > 0
       and not exists (select 1 from unnest(post.tags) as kept where lower(btrim(kept)) <> key)
  ) then
    raise exception using
      errcode = 'P0001',
      message = 'A post has this tag as its only tag, and every post needs one: '
        || 'merge it into another tag instead.';
  end if;
  perform set_config('app.retagging', 'on', true);
  update public.blog_posts as post
     set tags = array(
       select item.tag
         from unnest(post.tags) with ordinality as item(tag, position)
        where lower(btrim(item.tag)) <> key
        order by item.position
     )
   where exists (select 1 from unnest(post.tags) as kept where lower(btrim(kept)) = key);
  get diagnostics posts = row_count;
  update public.publications as publication
     set tags = array(
       select item.tag
         from unnest(publication.tags) with ordinality as item(tag, position)
        where lower(btrim(item.tag)) <> key
        order by item.position
     )
   where exists (select 1 from unnest(publication.tags) as kept where lower(btrim(kept)) = key);
  get diagnostics publications = row_count;
  perform set_config('app.retagging', 'off', true);
  if posts + publications = 0 then
    raise exception using errcode = 'P0002', message = 'No post or publication has this tag';
  end if;
  -- Old names that led to it lead nowhere now: their addresses show the whole blog again.
  delete from public.tag_redirects as moved where lower(moved.to_tag) = key;
  return posts + publications;
end;
$$;
