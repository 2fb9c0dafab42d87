import type { ApiKeys } from '../keys.ts'
import { verifyJwt } from '../jwt.ts'
import { type ApiRequest, type ApiResponse, header, jsonResponse } from './types.ts'

/** The gateway turned the request away; its answer is in the gateway's own shape. */
export class GatewayRefusal extends Error {
  constructor(readonly response: ApiResponse) {
    super('refused by the API gateway')
  }
}

/**
 * What Supabase's API gateway does before a request reaches a service: it requires a valid API
 * key (header `apikey` or query `apikey`) and, when the caller sends no user token, forwards the
 * key's own JWT as the bearer token. Returns the bearer token, or throws a {@link GatewayRefusal}.
 * Opaque `sb_publishable_`/`sb_secret_` keys stand for the anon and service-role JWTs.
 */
export function passGateway(request: ApiRequest, keys: ApiKeys): string {
  const apiKey = header(request, 'apikey') ?? request.query.get('apikey') ?? undefined
  if (!apiKey) {
    throw new GatewayRefusal(
      jsonResponse(401, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      }),
    )
  }

  const keyToken = apiKeyToken(apiKey, keys)
  if (!keyToken) {
    throw new GatewayRefusal(
      jsonResponse(401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      }),
    )
  }

  const authorization = header(request, 'authorization')
  const userToken = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  if (userToken && !userToken.startsWith('sb_')) return userToken
  if (userToken) {
    const opaqueToken = apiKeyToken(userToken, keys)
    if (opaqueToken) return opaqueToken
  }
  return keyToken
}

/** The JWT an API key stands for, or null when it is not one of this project's keys. */
function apiKeyToken(apiKey: string, keys: ApiKeys): string | null {
  if (apiKey === keys.publishableKey) return keys.anonKey
  if (apiKey === keys.secretKey) return keys.serviceRoleKey
  const verification = verifyJwt(apiKey, keys.jwtKeys)
  if (!verification.ok) return null
  const role = verification.claims.role
  return role === 'anon' || role === 'service_role' ? apiKey : null
}
