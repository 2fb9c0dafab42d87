/** The catalogue queries the schema cache is read with (one row per column, key, view and function). */

export const COLUMNS_SQL = `
select c.oid::int8::float8 as oid, n.nspname::text as schema, c.relname::text as relation,
       c.relkind::text as relkind, c.reltype::int8::float8 as row_type,
       case when c.relkind in ('v', 'f') then pg_relation_is_updatable(c.oid, true) else 0 end
         as updatable_mask,
       a.attname::text as column_name, a.attnum::int as attnum,
       format_type(a.atttypid, a.atttypmod) as data_type,
       format_type(coalesce(nullif(t.typbasetype, 0), a.atttypid), null) as base_type,
       not a.attnotnull as nullable,
       (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as has_default,
       case
         when a.attidentity = 'd'
           then format('nextval(%L)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
         when a.attgenerated <> '' then null
         else pg_get_expr(d.adbin, d.adrelid)
       end as default_sql
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_type t on t.oid = a.atttypid
  left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
 where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'v', 'm', 'f')
 order by n.nspname, c.relname, a.attnum`

/** Every key: views in an exposed schema may show the columns of a table in any schema. */
export const CONSTRAINTS_SQL = `
select n.nspname::text as schema, c.relname::text as relation, k.contype::text as kind,
       k.conname::text as name,
       array(select a.attname::text from unnest(k.conkey) with ordinality as u(attnum, position)
               join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum
              order by u.position) as columns,
       fn.nspname::text as ref_schema, fc.relname::text as ref_relation,
       case when k.contype = 'f' then
         array(select a.attname::text from unnest(k.confkey) with ordinality as u(attnum, position)
                 join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum
                order by u.position)
       end as ref_columns
  from pg_constraint k
  join pg_class c on c.oid = k.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_class fc on fc.oid = k.confrelid
  left join pg_namespace fn on fn.oid = fc.relnamespace
 where k.contype in ('p', 'u', 'f') and n.nspname not in ('pg_catalog', 'information_schema')
 order by n.nspname, c.relname, k.conname`

export const VIEWS_SQL = `
select n.nspname::text as schema, c.relname::text as view, r.ev_action::text as tree
  from pg_rewrite r
  join pg_class c on c.oid = r.ev_class
  join pg_namespace n on n.oid = c.relnamespace
 where c.relkind in ('v', 'm') and r.rulename = '_RETURN' and n.nspname = any($1::text[])`

export const ATTRIBUTES_SQL = `
select c.oid::int8::float8 as relation_oid, n.nspname::text as schema, c.relname::text as relation,
       a.attnum::int as attnum, a.attname::text as name,
       format_type(a.atttypid, a.atttypmod) as data_type,
       format_type(coalesce(nullif(t.typbasetype, 0), a.atttypid), null) as base_type,
       not a.attnotnull as nullable
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  join pg_type t on t.oid = a.atttypid
 where c.oid = any($1::oid[])
 order by c.oid, a.attnum`

export const ROUTINES_SQL = `
select n.nspname::text as schema, p.proname::text as name,
       coalesce(p.proargnames::text[], '{}') as arg_names,
       coalesce(p.proargmodes::text[], '{}') as arg_modes,
       array(select format_type(t.oid, null)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality
                    as t(oid, position)
              order by t.position) as arg_types,
       (select t::int8::float8 from unnest(p.proargtypes::oid[]) as t limit 1) as first_input_type,
       p.pronargs::int as input_count,
       p.pronargdefaults::int as default_count,
       format_type(p.prorettype, null) as return_type,
       coalesce(rt.typrelid, 0)::int8::float8 as return_relid,
       p.prorettype = 'record'::regtype as return_is_record,
       p.prorettype = 'void'::regtype as return_is_void,
       p.proretset as returns_set,
       p.provolatile::text as volatility,
       p.prorows::float8 as rows
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
 where n.nspname = any($1::text[]) and p.prokind = 'f'
   and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
 order by n.nspname, p.proname, p.oid`
