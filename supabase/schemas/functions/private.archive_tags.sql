create function private.archive_tags(tags text[], saving uuid)
returns text[]
language sql
stable
set search_path = ''
as $$
  select private.distinct_tags(array(
    select private.archived_tag_spelling(item.tag, saving)
    from unnest(private.distinct_tags(tags)) with ordinality as item(tag, position)
    order by item.position
  ));
$$;
