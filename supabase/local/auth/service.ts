import { PRODUCT_CONTRACT, TEST_SETUP } from '../contract.ts'
import { contractRoutes } from '../http/contract-routes.ts'
import { passGateway } from '../http/gateway.ts'
import { routedService } from '../http/router.ts'
import type { ApiRequest, Service } from '../http/types.ts'
import { adminRoutes } from './admin-routes.ts'
import { type AuthCall, type AuthContext, authRuntime } from './auth-runtime.ts'
import { AuthError, notSupported, validationFailed } from './errors.ts'
import { factorRoutes } from './factor-routes.ts'
import { sessionRoutes } from './session-routes.ts'
import { userRoutes } from './user-routes.ts'

/**
 * `/auth/v1`: the Supabase Auth endpoints of the product's contract (supabase/local/contract.ts),
 * as supabase-js calls them for email, password and TOTP; any other is refused, naming it.
 */
export function createAuthService(context: AuthContext): Service {
  const runtime = authRuntime(context)
  const refuse = (request: ApiRequest) => notSupported(`${request.method} /auth/v1${request.path}`)
  return routedService({
    open: (request): AuthCall => ({ request, bearerToken: passGateway(request, context.keys) }),
    routes: contractRoutes(
      '/auth/v1',
      {
        ...sessionRoutes(runtime),
        ...userRoutes(runtime),
        ...factorRoutes(runtime),
        ...adminRoutes(runtime),
      },
      [...PRODUCT_CONTRACT.auth, ...TEST_SETUP.auth],
    ),
    errors: {
      toResponse: (error, request) =>
        error instanceof AuthError ? error.toResponse(request) : null,
      notFound: refuse,
      methodNotAllowed: refuse,
      malformedPath: () => new AuthError(404, 'not_found', 'Not Found'),
      invalidValue: () => validationFailed('The request holds a value that is not valid here'),
    },
  })
}
