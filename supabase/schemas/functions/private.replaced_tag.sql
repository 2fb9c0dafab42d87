create function private.replaced_tag(tags text[], key text, spelling text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array(
    select case when lower(btrim(item.tag)) = key then spelling else item.tag end
      from unnest(tags) with ordinality as item(tag, position)
     where spelling is not null or lower(btrim(item.tag)) <> key
     order by item.position
  );
$$;
