create function private.distinct_tags(tags text[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(firsts.tag order by firsts.position), '{}')
  from (
    select distinct on (lower(btrim(item.tag))) btrim(item.tag) as tag, item.position
    from unnest(tags) with ordinality as item(tag, position)
    where btrim(item.tag) <> ''
    order by lower(btrim(item.tag)), item.position
  ) as firsts;
$$;
