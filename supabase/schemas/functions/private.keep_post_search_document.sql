create function private.keep_post_search_document()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.blog_post_search (post_id, document)
  values (new.id, private.post_search_document(new.title, new.excerpt, new.content))
  on conflict (post_id) do update set document = excluded.document;
  return null;
end;
$$;
