create function public.post_preview(token text)
returns setof private.post_preview_fields
language sql
stable
set search_path = ''
as $$
  select * from private.post_preview(token);
$$;
