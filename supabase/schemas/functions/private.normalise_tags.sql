create function private.normalise_tags()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.tags is not null then
    -- A rename or merge on the Tags screen gives every item the spelling it chose at once.
    new.tags := case
      when private.retagging() then private.distinct_tags(new.tags)
      else private.archive_tags(new.tags, new.id)
    end;
    -- A publication without tags stores none as null (spec section 3).
    if tg_table_name = 'publications' and cardinality(new.tags) = 0 then
      new.tags := null;
    end if;
  end if;
  return new;
end;
$$;
