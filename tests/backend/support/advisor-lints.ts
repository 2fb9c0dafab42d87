import type { SqlSession } from '../../../supabase/local/database/Database.ts'
import { type Policy, readPolicies, writeLimits } from './catalogue.ts'
import { dependsOnCaller, hasNullAuthAlternative, isAlwaysTrue } from './policy-expression.ts'
import type { ProjectSettings } from './project-settings.ts'

/**
 * Security lints in the spirit of the Supabase Security Advisor (splinter), written for this
 * project: the same lint names and levels where one exists, our own catalogue queries, plus
 * checks of our own. They read the catalogue only.
 */

export type LintLevel = 'ERROR' | 'WARN' | 'INFO'

export interface Finding {
  lint: string
  level: LintLevel
  object: string
  detail: string
}

interface Problem {
  object: string
  detail: string
}

interface LintInput {
  session: SqlSession
  settings: ProjectSettings
  policies: Policy[]
}

interface Lint {
  name: string
  level: LintLevel
  find(input: LintInput): Promise<Problem[]> | Problem[]
}

/** Schemas of Postgres and of the Supabase platform: not this project's to lint. */
const PLATFORM_SCHEMAS = [
  'information_schema',
  'auth',
  'storage',
  'extensions',
  'graphql',
  'graphql_public',
  'realtime',
  'supabase_functions',
  'supabase_migrations',
  'vault',
  'pgsodium',
  'pgsodium_masks',
  'net',
  'cron',
  'pgbouncer',
  'pgmq',
  'pgtle',
  'repack',
  'tiger',
  'topology',
]

const inApiSchema = (alias: string) =>
  `${alias}.nspname = any(string_to_array(current_setting('advisor.exposed_schemas'), ','))`
const inUserSchema = (alias: string) =>
  `not (${alias}.nspname = any(string_to_array(current_setting('advisor.platform_schemas'), ','))
        or ${alias}.nspname ~ '^pg_')`
const apiReadable = (alias: string) =>
  `(pg_catalog.has_table_privilege('anon', ${alias}.oid, 'SELECT')
    or pg_catalog.has_table_privilege('authenticated', ${alias}.oid, 'SELECT'))`
const relationName = `format('%I.%I', n.nspname, c.relname)`

const sqlLint = (name: string, level: LintLevel, sql: string): Lint => ({
  name,
  level,
  find: ({ session }) => session.query<Problem>(sql),
})

/**
 * Schemas whose policies come with an extension (pg_cron's "rows of your own user" on cron.job),
 * as hosted installs them: not this project's to lint. Storage's policies are, so it is not here.
 */
const EXTENSION_SCHEMAS = ['net', 'cron']

const policyLint = (
  name: string,
  level: LintLevel,
  detail: string,
  matches: (policy: Policy) => boolean,
): Lint => ({
  name,
  level,
  find: ({ policies }) =>
    policies
      .filter((policy) => !EXTENSION_SCHEMAS.includes(policy.schema) && matches(policy))
      .map((policy) => ({ object: policyName(policy), detail })),
})

export function policyName(policy: Policy): string {
  return `${policy.schema}.${policy.table} "${policy.name}"`
}

const forApiRoles = (policy: Policy) =>
  policy.roles.some((role) => ['public', 'anon', 'authenticated'].includes(role))

/** A policy that names buckets applies to those; one that names none, to every bucket. */
function appliesToBucket(expression: string | null, bucket: string, buckets: string[]): boolean {
  const named = [...(expression ?? '').matchAll(/'([^']*)'/g)]
    .map((match) => match[1])
    .filter((literal) => literal !== undefined && buckets.includes(literal))
  return named.length === 0 || named.includes(bucket)
}

export const LINTS: Lint[] = [
  sqlLint(
    'rls_disabled_in_public',
    'ERROR',
    `select ${relationName} as object, 'table the Data API exposes, without row-level security' as detail
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relrowsecurity and ${inApiSchema('n')}`,
  ),
  sqlLint(
    'policy_exists_rls_disabled',
    'ERROR',
    `select distinct ${relationName} as object, 'has policies, but row-level security is off' as detail
       from pg_catalog.pg_policy p join pg_catalog.pg_class c on c.oid = p.polrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where not c.relrowsecurity`,
  ),
  sqlLint(
    'rls_enabled_no_policy',
    'INFO',
    `select ${relationName} as object, 'row-level security without any policy: no API role reaches it' as detail
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and c.relrowsecurity and ${inApiSchema('n')}
        and not exists (select from pg_catalog.pg_policy p where p.polrelid = c.oid)`,
  ),
  sqlLint(
    'security_definer_view',
    'ERROR',
    `select ${relationName} as object, 'view that reads with its owner''s rights, not the caller''s' as detail
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'v' and ${inApiSchema('n')}
        and not exists (select from unnest(coalesce(c.reloptions, '{}')) as option
                         where lower(option) in ('security_invoker=true', 'security_invoker=on',
                                                 'security_invoker=1'))`,
  ),
  sqlLint(
    'auth_users_exposed',
    'ERROR',
    `select distinct ${relationName} as object, 'API-readable view of auth.users' as detail
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_rewrite r on r.ev_class = c.oid
       join pg_catalog.pg_depend d on d.classid = 'pg_catalog.pg_rewrite'::regclass
                                  and d.objid = r.oid and d.refobjid = to_regclass('auth.users')
      where c.relkind in ('v', 'm') and ${inApiSchema('n')} and ${apiReadable('c')}`,
  ),
  sqlLint(
    'rls_references_user_metadata',
    'ERROR',
    `select format('%I.%I "%s"', n.nspname, c.relname, p.polname) as object,
            'policy reads user metadata, which users may edit' as detail
       from pg_catalog.pg_policy p join pg_catalog.pg_class c on c.oid = p.polrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where concat(pg_catalog.pg_get_expr(p.polqual, p.polrelid), ' ',
                   pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid)) ~ '(user_metadata|raw_user_meta_data)'
     union all
     select format('%I.%I()', n.nspname, f.proname), 'function reads user metadata, which users may edit'
       from pg_catalog.pg_proc f join pg_catalog.pg_namespace n on n.oid = f.pronamespace
      where ${inUserSchema('n')} and f.prosrc ~ '(user_metadata|raw_user_meta_data)'`,
  ),
  sqlLint(
    'fkey_to_auth_unique',
    'ERROR',
    `select format('%I.%I %I', n.nspname, c.relname, k.conname) as object,
            'foreign key to an auth unique constraint other than the primary key' as detail
       from pg_catalog.pg_constraint k join pg_catalog.pg_class c on c.oid = k.conrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_class t on t.oid = k.confrelid
       join pg_catalog.pg_index i on i.indexrelid = k.conindid
      where k.contype = 'f' and t.relnamespace = to_regnamespace('auth') and not i.indisprimary`,
  ),
  sqlLint(
    'rls_bypassing_privilege',
    'ERROR',
    `select format('%I.%I for %s', n.nspname, c.relname, api.role) as object,
            'TRUNCATE or TRIGGER privilege, which row-level security does not govern' as detail
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      cross join unnest(array['anon', 'authenticated']) as api(role)
      where c.relkind in ('r', 'p') and ${inApiSchema('n')}
        and (pg_catalog.has_table_privilege(api.role, c.oid, 'TRUNCATE')
             or pg_catalog.has_table_privilege(api.role, c.oid, 'TRIGGER'))`,
  ),
  sqlLint(
    'function_search_path_mutable',
    'WARN',
    `select format('%I.%I(%s)', n.nspname, f.proname, pg_catalog.pg_get_function_identity_arguments(f.oid)) as object,
            'function without a fixed search_path' as detail
       from pg_catalog.pg_proc f join pg_catalog.pg_namespace n on n.oid = f.pronamespace
      where ${inUserSchema('n')} and f.prokind in ('f', 'p')
        and not exists (select from unnest(coalesce(f.proconfig, '{}')) as setting
                         where setting like 'search\\_path=%')
        and not exists (select from pg_catalog.pg_depend d
                         where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = f.oid
                           and d.deptype = 'e')`,
  ),
  sqlLint(
    'security_definer_function_executable',
    'WARN',
    `select format('%I.%I(%s) for %s', n.nspname, f.proname,
                   pg_catalog.pg_get_function_identity_arguments(f.oid), api.role) as object,
            'runs with its owner''s rights, and the API role may call it' as detail
       from pg_catalog.pg_proc f join pg_catalog.pg_namespace n on n.oid = f.pronamespace
      cross join unnest(array['anon', 'authenticated']) as api(role)
      where f.prosecdef and ${inUserSchema('n')}
        and pg_catalog.has_function_privilege(api.role, f.oid, 'EXECUTE')`,
  ),
  sqlLint(
    'extension_in_public',
    'WARN',
    `select e.extname as object, 'extension installed in the public schema' as detail
       from pg_catalog.pg_extension e where e.extnamespace = to_regnamespace('public')`,
  ),
  sqlLint(
    'materialized_view_in_api',
    'WARN',
    `select ${relationName} as object, 'API-readable materialized view: row-level security cannot apply' as detail
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'm' and ${inApiSchema('n')} and ${apiReadable('c')}`,
  ),
  sqlLint(
    'foreign_table_in_api',
    'WARN',
    `select ${relationName} as object, 'API-readable foreign table: row-level security cannot apply' as detail
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'f' and ${inApiSchema('n')} and ${apiReadable('c')}`,
  ),
  sqlLint(
    'unsupported_reg_types',
    'WARN',
    `select format('%I.%I.%I', n.nspname, c.relname, a.attname) as object,
            'column type that pg_upgrade cannot carry over' as detail
       from pg_catalog.pg_attribute a join pg_catalog.pg_class c on c.oid = a.attrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where ${inUserSchema('n')} and a.attnum > 0 and not a.attisdropped
        and a.atttypid in ('regcollation'::regtype, 'regconfig'::regtype, 'regdictionary'::regtype,
                           'regnamespace'::regtype, 'regoper'::regtype, 'regoperator'::regtype,
                           'regproc'::regtype, 'regprocedure'::regtype)`,
  ),
  policyLint(
    'rls_policy_always_true',
    'WARN',
    'write policy for API roles that lets any row through',
    (policy) =>
      policy.permissive &&
      forApiRoles(policy) &&
      writeLimits(policy).some((limit) => limit === null || isAlwaysTrue(limit)),
  ),
  policyLint(
    'rls_policy_null_auth_disjunct',
    'WARN',
    'policy that admits every row when an auth helper returns null',
    (policy) => policy.using !== null && hasNullAuthAlternative(policy.using),
  ),
  policyLint(
    'anonymous_insert_not_caller_bound',
    'WARN',
    'visitors may insert rows that no condition ties to who is calling',
    (policy) =>
      policy.permissive &&
      (policy.command === 'insert' || policy.command === 'all') &&
      policy.roles.some((role) => role === 'anon' || role === 'public') &&
      !dependsOnCaller(policy.check ?? policy.using),
  ),
  {
    name: 'public_bucket_allows_listing',
    level: 'WARN',
    async find({ session, policies }) {
      const buckets = await session.query<{ id: string }>(
        'select id from storage.buckets where public order by id',
      )
      const listing = policies.filter(
        (policy) =>
          policy.schema === 'storage' &&
          policy.table === 'objects' &&
          policy.permissive &&
          (policy.command === 'select' || policy.command === 'all') &&
          forApiRoles(policy) &&
          !dependsOnCaller(policy.using),
      )
      const ids = buckets.map((bucket) => bucket.id)
      return buckets.flatMap((bucket) =>
        listing
          .filter((policy) => appliesToBucket(policy.using, bucket.id, ids))
          .map((policy) => ({
            object: `bucket ${bucket.id} through "${policy.name}"`,
            detail: 'anyone may list the files of a public bucket',
          })),
      )
    },
  },
  {
    name: 'auth_allow_anonymous_sign_ins',
    level: 'WARN',
    find: ({ settings }) =>
      settings.anonymousSignIns
        ? [{ object: 'auth.enable_anonymous_sign_ins', detail: 'anonymous users are signed in' }]
        : [],
  },
  {
    name: 'auth_otp_long_expiry',
    level: 'WARN',
    find: ({ settings }) =>
      settings.emailOtpExpirySeconds > 3600
        ? [{ object: 'auth.email.otp_expiry', detail: 'email one-time codes live over an hour' }]
        : [],
  },
]

/** Runs every lint in the session; it changes nothing but its own transaction's settings. */
export async function runAdvisor(
  session: SqlSession,
  settings: ProjectSettings,
): Promise<Finding[]> {
  await session.query(
    `select set_config('advisor.exposed_schemas', $1, true),
            set_config('advisor.platform_schemas', $2, true)`,
    [settings.exposedSchemas.join(','), PLATFORM_SCHEMAS.join(',')],
  )
  const input: LintInput = { session, settings, policies: await readPolicies(session) }
  const findings: Finding[] = []
  for (const lint of LINTS) {
    for (const problem of await lint.find(input)) {
      findings.push({ lint: lint.name, level: lint.level, ...problem })
    }
  }
  return findings
}
