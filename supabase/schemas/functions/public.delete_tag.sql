create function public.delete_tag(tag text)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  key text := lower(btrim(tag));
  changed integer;
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
  changed := private.replace_tag(tag, null);
  -- Old names that led to it lead nowhere now: their addresses show the whole blog again.
  delete from public.tag_redirects as moved where lower(moved.to_tag) = key;
  return changed;
end;
$$;
