create function private.replace_tag(tag text, spelling text)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  key text := lower(btrim(tag));
  posts integer;
  publications integer;
begin
  -- Every item gets the spelling chosen here at once (private.normalise_tags).
  perform set_config('app.retagging', 'on', true);
  update public.blog_posts as post
     set tags = private.replaced_tag(post.tags, key, spelling)
   where exists (select 1 from unnest(post.tags) as kept where lower(btrim(kept)) = key);
  get diagnostics posts = row_count;
  update public.publications as publication
     set tags = private.replaced_tag(publication.tags, key, spelling)
   where exists (select 1 from unnest(publication.tags) as kept where lower(btrim(kept)) = key);
  get diagnostics publications = row_count;
  perform set_config('app.retagging', 'off', true);
  if posts + publications = 0 then
    raise exception using errcode = 'P0002', message = 'No post or publication has this tag';
  end if;
  return posts + publications;
end;
$$;
