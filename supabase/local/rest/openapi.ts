import type { Column, ExposedSchema } from './catalogue.ts'
import { RestError } from './errors.ts'

/**
 * `GET /rest/v1/`: the schema's description as an OpenAPI 2.0 document, as PostgREST serves it:
 * a path per table, view and function, and a definition with the columns of each relation.
 * (PostgREST's descriptions, parameters and examples are left out.)
 */
export function describeSchema(schema: ExposedSchema, accept: string | undefined): string {
  const acceptable = (accept ?? '*/*')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase())
    .some(
      (type) =>
        type === '*/*' || type === 'application/json' || type === 'application/openapi+json',
    )
  if (!acceptable) {
    throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept ?? ''}`)
  }
  const paths: Record<string, Record<string, object>> = {
    '/': { get: { produces: ['application/openapi+json'] } },
  }
  const definitions: Record<string, object> = {}
  for (const relation of schema.relations.values()) {
    const operations: Record<string, object> = { get: { tags: [relation.name] } }
    if (relation.insertable) operations.post = { tags: [relation.name] }
    if (relation.updatable) operations.patch = { tags: [relation.name] }
    if (relation.deletable) operations.delete = { tags: [relation.name] }
    paths[`/${relation.name}`] = operations
    definitions[relation.name] = {
      type: 'object',
      required: [...relation.columns.values()]
        .filter((column) => !column.nullable && column.defaultSql === null)
        .map((column) => column.name),
      properties: Object.fromEntries(
        [...relation.columns.values()].map((column) => [column.name, property(column)]),
      ),
    }
  }
  for (const [name, routines] of schema.routines) {
    const readOnly = routines.every((routine) => routine.volatility !== 'volatile')
    paths[`/rpc/${name}`] = readOnly
      ? { get: { tags: ['(rpc)'] }, post: { tags: ['(rpc)'] } }
      : { post: { tags: ['(rpc)'] } }
  }
  return JSON.stringify({
    swagger: '2.0',
    info: { title: 'Local Supabase REST API', version: 'local' },
    basePath: '/',
    schemes: ['http'],
    consumes: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
    produces: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
    paths,
    definitions,
  })
}

function property(column: Column): { type: string; format: string } {
  const type = column.baseType
  if (type.endsWith('[]')) return { type: 'array', format: type }
  if (['smallint', 'integer', 'bigint'].includes(type)) return { type: 'integer', format: type }
  if (['numeric', 'real', 'double precision'].includes(type))
    return { type: 'number', format: type }
  if (type === 'boolean') return { type: 'boolean', format: type }
  if (type === 'json' || type === 'jsonb') return { type: 'object', format: type }
  return { type: 'string', format: type }
}
