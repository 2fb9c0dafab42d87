create function public.rename_tag(tag text, new_name text)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  old_key text := lower(btrim(tag));
  spelling text;
  changed integer;
begin
  if not (select private.is_owner()) then
    raise exception using errcode = '42501', message = 'Only the site owner can rename a tag';
  end if;
  if btrim(new_name) = '' then
    raise exception using errcode = '22023', message = 'A tag needs a name';
  end if;
  -- Into a tag that is already there (a merge), with the spelling it has there.
  spelling := case
    when lower(btrim(new_name)) = old_key then btrim(new_name)
    else private.archived_tag_spelling(new_name, null)
  end;

  changed := private.replace_tag(tag, spelling);

  -- The old name's address leads to the new one, and so do the addresses that led to the old.
  -- The new name's own address is its own again.
  delete from public.tag_redirects as moved where lower(moved.from_tag) = lower(spelling);
  update public.tag_redirects as moved set to_tag = spelling where lower(moved.to_tag) = old_key;
  if lower(spelling) <> old_key then
    insert into public.tag_redirects as moved (from_tag, to_tag)
    values (btrim(tag), spelling)
    on conflict ((lower(from_tag))) do update set to_tag = excluded.to_tag;
  end if;
  return changed;
end;
$$;
