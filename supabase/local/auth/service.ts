import { passGateway } from '../http/gateway.ts'
import { routedService } from '../http/router.ts'
import type { Service } from '../http/types.ts'
import { adminRoutes } from './admin-routes.ts'
import { type AuthCall, type AuthContext, authRuntime } from './auth-runtime.ts'
import { AuthError, validationFailed } from './errors.ts'
import { factorRoutes } from './factor-routes.ts'
import { refusedRoutes } from './refused-routes.ts'
import { sessionRoutes } from './session-routes.ts'
import { userRoutes } from './user-routes.ts'

/** `/auth/v1`: the Supabase Auth endpoints supabase-js calls for email, password and TOTP. */
export function createAuthService(context: AuthContext): Service {
  const runtime = authRuntime(context)
  const notFound = () => new AuthError(404, 'not_found', 'Not Found')
  return routedService({
    open: (request): AuthCall => ({ request, bearerToken: passGateway(request, context.keys) }),
    routes: {
      ...sessionRoutes(runtime),
      ...userRoutes(runtime),
      ...factorRoutes(runtime),
      ...adminRoutes(runtime),
      ...refusedRoutes,
    },
    errors: {
      toResponse: (error, request) =>
        error instanceof AuthError ? error.toResponse(request) : null,
      notFound,
      methodNotAllowed: notFound,
      malformedPath: notFound,
      invalidValue: () => validationFailed('The request holds a value that is not valid here'),
    },
  })
}
