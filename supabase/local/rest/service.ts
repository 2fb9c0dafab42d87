import type { JwtKeys } from '../jwt.ts'
import { passGateway } from '../http/gateway.ts'
import { type Caller, identifyCaller } from '../http/caller.ts'
import { routeTable, routedService } from '../http/router.ts'
import type { Service } from '../http/types.ts'
import { checkRequestHeaders } from './allow-list.ts'
import { RestError, badQuery, outsideContract, restErrorFromPostgres } from './errors.ts'
import { readTable } from './read-route.ts'
import { callFunction } from './rpc-route.ts'
import { type Call, type RestContext } from './transaction.ts'
import { deleteFrom, insertInto, updateTable } from './write-routes.ts'

/**
 * `/rest/v1`: the part of PostgREST's API the product's contract lists (supabase/local/
 * contract.ts), over the `public` schema. Every request runs in one transaction as the token's
 * role with its claims in `request.jwt.claims`, so row-level security decides what each caller
 * sees and may change. Anything else is refused with a 4xx in PostgREST's shape that names it,
 * never answered as something else.
 */
export function createRestService(context: RestContext): Service {
  const rpc = (call: Call, { name }: { name: string }) => callFunction(context, call, name)
  return routedService({
    open: (request): Call => {
      const caller = authenticate(passGateway(request, context.keys), context.keys.jwtKeys)
      checkRequestHeaders(request)
      return { request, caller }
    },
    routes: routeTable<Call>()({
      'GET /rpc/:name': rpc,
      'POST /rpc/:name': rpc,
      'GET /:table': (call, { table }) => readTable(context, call, table),
      'POST /:table': (call, { table }) => insertInto(context, call, table),
      'PATCH /:table': (call, { table }) => updateTable(context, call, table),
      'DELETE /:table': (call, { table }) => deleteFrom(context, call, table),
    }),
    errors: {
      toResponse: (error) => (error instanceof RestError ? error.toResponse() : null),
      notFound: (request) =>
        new RestError(
          404,
          'PGRST125',
          `Invalid path specified in request URL: ${request.method} ${request.path}`,
          "The local backend's contract has /<table> and /rpc/<function>.",
        ),
      methodNotAllowed: (request, path) =>
        outsideContract(
          `The method ${request.method} on ${path === '/rpc/:name' ? 'a function' : 'a table'}`,
          path === '/rpc/:name' ? 'GET and POST for functions' : 'GET, POST, PATCH and DELETE',
          405,
        ),
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
