create or replace function private.write_archive_revisions(upload uuid)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  staged_rows jsonb;
  written integer;
begin
  select coalesce(jsonb_agg(item order by staged.part, item_order), '[]'::jsonb) into staged_rows
    from private.archive_uploads as staged,
         jsonb_array_elements(staged.payload -> 'rows') with ordinality as items(item, item_order)
   where staged.upload_id = upload and staged.table_name = 'blog_post_revisions';
  insert into public.blog_post_revisions (
    post_id, title, slug, excerpt, content, tags, featured, published, publish_date,
    featured_image_url, banner_alt, author, seo_title, seo_description, canonical_url,
    content_words, content_md5, operation, changed_by, changed_through, created_at,
    post_deleted_at
  )
  select incoming.post_id, incoming.title, incoming.slug, incoming.excerpt, incoming.content,
         incoming.tags, incoming.featured, incoming.published, incoming.publish_date,
         incoming.featured_image_url, incoming.banner_alt, incoming.author, incoming.seo_title,
         incoming.seo_description, incoming.canonical_url,
         private.html_word_count(incoming.content), md5(incoming.content), incoming.operation,
         incoming.changed_by, incoming.changed_through, incoming.created_at,
         incoming.post_deleted_at
    from jsonb_array_elements(staged_rows) with ordinality as items(item, item_order),
         jsonb_populate_record(null::public.blog_post_revisions, items.item) as incoming
   where not exists (
     select 1 from public.blog_post_revisions as kept
      where kept.post_id = incoming.post_id and private.same_revision(kept, incoming)
   )
   order by items.item_order;
  get diagnostics written = row_count;
  return written;
end;
$$;
