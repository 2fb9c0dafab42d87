import type { JwtKeys } from '../jwt.ts'
import { passGateway } from '../http/gateway.ts'
import { type Caller, identifyCaller } from '../http/caller.ts'
import { routeTable, routedService } from '../http/router.ts'
import { type ApiRequest, type Service, header } from '../http/types.ts'
import type { Catalogue, ExposedSchema } from './catalogue.ts'
import { RestError, badQuery, notImplemented, restErrorFromPostgres } from './errors.ts'
import type { Call, RestContext } from './execution.ts'
import { describeSchema } from './openapi.ts'
import { callFunction } from './rpc-route.ts'
import { readRelation } from './table-routes.ts'
import { deleteFrom, insertInto, putRow, updateRelation } from './write-routes.ts'

export interface RestServiceContext extends RestContext {
  catalogue: Catalogue
}

/**
 * `/rest/v1`: PostgREST's API over the exposed schemas. Every request runs in one transaction
 * as the token's role with its claims in `request.jwt.claims`, so row-level security decides
 * what each caller sees and may change. What PostgREST does and this stand-in does not is
 * refused with a 4xx in PostgREST's shape that names it, never answered as something else.
 */
export function createRestService(context: RestServiceContext): Service {
  const read = (call: Call, { table }: { table: string }) => readRelation(context, call, table)
  const rpc = (call: Call, { name }: { name: string }) => callFunction(context, call, name)
  return routedService({
    open: (request): Call => {
      const caller = authenticate(passGateway(request, context.keys), context.keys.jwtKeys)
      return { request, caller, ...requestSchema(request, context.catalogue) }
    },
    routes: routeTable<Call>()({
      'GET /': (call) =>
        Promise.resolve({
          status: 200,
          headers: { 'Content-Type': 'application/openapi+json; charset=utf-8' },
          body: describeSchema(call.schema, header(call.request, 'accept')),
        }),
      'HEAD /': () =>
        Promise.resolve({
          status: 200,
          headers: { 'Content-Type': 'application/openapi+json; charset=utf-8' },
        }),
      'GET /rpc/:name': rpc,
      'HEAD /rpc/:name': rpc,
      'POST /rpc/:name': rpc,
      'GET /:table': read,
      'HEAD /:table': read,
      'POST /:table': (call, { table }) => insertInto(context, call, table),
      'PATCH /:table': (call, { table }) => updateRelation(context, call, table),
      'PUT /:table': (call, { table }) => putRow(context, call, table),
      'DELETE /:table': (call, { table }) => deleteFrom(context, call, table),
    }),
    errors: {
      toResponse: (error) => (error instanceof RestError ? error.toResponse() : null),
      notFound: () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL'),
      methodNotAllowed: (request, path) =>
        path === '/rpc/:name'
          ? new RestError(405, 'PGRST101', `Cannot use the ${request.method} method on RPC`)
          : new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`),
      malformedPath: () => badQuery('Invalid percent-encoding in the path'),
      invalidValue: (error) => restErrorFromPostgres(error, 'anon'),
    },
  })
}

function authenticate(token: string, jwtKeys: JwtKeys): Caller {
  const caller = identifyCaller(token, jwtKeys)
  if (caller.ok) return caller
  if (caller.problem === 'unknown_role') {
    throw new RestError(401, '22023', `role "${caller.role ?? ''}" does not exist`)
  }
  const expired = caller.problem === 'expired'
  const message = expired ? 'JWT expired' : 'JWSError JWSInvalidSignature'
  throw new RestError(401, expired ? 'PGRST303' : 'PGRST301', message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  })
}

/**
 * The schema a request addresses: `Accept-Profile` for reads, `Content-Profile` for writes, else
 * the first exposed schema. A schema config.toml does not expose is PGRST106.
 */
function requestSchema(
  request: ApiRequest,
  catalogue: Catalogue,
): { schema: ExposedSchema; profileHeader: boolean } {
  const writes = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(request.method)
  const profile = header(request, writes ? 'content-profile' : 'accept-profile')
  const name = profile ?? catalogue.schemaNames[0] ?? 'public'
  const schema = catalogue.schemas.get(name)
  if (!schema) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${name}`,
      null,
      `Only the following schemas are exposed: ${catalogue.schemaNames.join(', ')}`,
    )
  }
  if (!schema.exists) {
    throw notImplemented(
      `The schema '${name}' (exposed in config.toml, but not in this database; graphql_public comes with pg_graphql)`,
    )
  }
  return { schema, profileHeader: profile !== undefined || catalogue.schemaNames.length > 1 }
}
