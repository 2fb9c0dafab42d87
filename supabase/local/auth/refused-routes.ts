import { routeTable } from '../http/router.ts'
import type { ApiResponse } from '../http/types.ts'
import type { AuthCall } from './auth-runtime.ts'
import { notSupported } from './errors.ts'

/** Supabase Auth endpoints this project does not use: refused, naming the feature. */
export const refusedRoutes = routeTable<AuthCall>()({
  'POST /otp': refuse('Sign-in with one-time passwords and magic links'),
  'POST /magiclink': refuse('Sign-in with magic links'),
  'POST /recover': refuse('Password recovery emails'),
  'POST /verify': refuse('Verifying email and phone links'),
  'GET /verify': refuse('Verifying email and phone links'),
  'POST /resend': refuse('Resending confirmation emails'),
  'GET /reauthenticate': refuse('Reauthentication'),
  'GET /authorize': refuse('Sign-in with OAuth providers'),
  'GET /callback': refuse('Sign-in with OAuth providers'),
  'POST /callback': refuse('Sign-in with OAuth providers'),
  'POST /sso': refuse('Single sign-on'),
  'POST /invite': refuse('Invitations'),
  'GET /user/identities/authorize': refuse('Linking identities'),
  'DELETE /user/identities/:id': refuse('Unlinking identities'),
  'GET /admin/users': refuse('Listing users through the admin API'),
  'PUT /admin/users/:id': refuse('Changing users through the admin API'),
  'POST /admin/generate_link': refuse('Generating links through the admin API'),
})

function refuse(feature: string): () => Promise<ApiResponse> {
  return () => Promise.reject(notSupported(feature))
}
