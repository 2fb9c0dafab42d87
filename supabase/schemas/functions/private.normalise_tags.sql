create function private.normalise_tags()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.tags is not null then
    new.tags := private.archive_tags(new.tags, new.id);
    -- A publication without tags stores none as null (spec section 3).
    if tg_table_name = 'publications' and cardinality(new.tags) = 0 then
      new.tags := null;
    end if;
  end if;
  return new;
end;
$$;
