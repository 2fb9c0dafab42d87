create function private.is_image_variants(value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null or (
    jsonb_typeof(value) = 'object'
    and jsonb_typeof(value -> 'width') = 'number'
    and jsonb_typeof(value -> 'height') = 'number'
    and (value ->> 'width')::numeric between 1 and 2400
    and (value ->> 'height')::numeric between 1 and 2400
    and jsonb_typeof(value -> 'widths') = 'array'
    and jsonb_array_length(value -> 'widths') <= 8
    and not jsonb_path_exists(value -> 'widths', '$[*] ? (@.type() != "number" || @ < 1 || @ > 2400)')
    and value ->> 'format' in ('webp', 'jpeg')
    and jsonb_typeof(value -> 'share') = 'boolean'
  );
$$;
