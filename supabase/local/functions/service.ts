import {
  type ApiRequest,
  type ApiResponse,
  type Service,
  header,
  jsonResponse,
} from '../http/types.ts'
import { clientAddress } from '../auth/client-address.ts'
import { PRODUCT_CONTRACT } from '../contract.ts'
import { verifyJwt } from '../jwt.ts'
import type { ApiKeys } from '../keys.ts'

/** An Edge Function as the local backend runs it: the same handler the Deno entry serves. */
export interface LocalFunction {
  handler: (request: Request) => Promise<Response>
  /** `[functions.<name>] verify_jwt` of config.toml: require a valid JWT before calling. */
  verifyJwt: boolean
}

export interface FunctionsContext {
  keys: ApiKeys
  apiUrl: string
  functions: Record<string, LocalFunction>
  /** Proxies in front whose X-Forwarded-For entries are believed, as the Auth service does. */
  trustedProxies: number
}

/** The functions of the contract (supabase/local/contract.ts), with the methods each is sent. */
const LISTED: Readonly<Record<string, readonly string[]>> = PRODUCT_CONTRACT.functions

/**
 * `/functions/v1/{name}`: runs the function's handler in this process with a standard Web
 * `Request`, after the gateway's JWT check, when the contract lists the function with the
 * request's method (any other is refused, naming it), and forwards the visitor's address as
 * `x-forwarded-for` and `cf-connecting-ip` the way the hosted platform does: the address the
 * Auth service counts sign-ins by, so limits on recovery codes and enquiries count the same one.
 */
export function createFunctionsService(context: FunctionsContext): Service {
  return async (request) => {
    const name = request.path.split('/')[1] ?? ''
    const fn = Object.hasOwn(context.functions, name) ? context.functions[name] : undefined
    if (!fn) {
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
    }
    if (!(LISTED[name] ?? []).includes(request.method)) {
      return jsonResponse(405, {
        code: 'METHOD_NOT_ALLOWED',
        message: `${request.method} on the function '${name}' is outside the local backend's contract`,
      })
    }

    if (fn.verifyJwt) {
      const refusal = checkJwt(request, context.keys)
      if (refusal) return refusal
    }
    const response = await fn.handler(
      toWebRequest(context.apiUrl, request, clientAddress(request, context.trustedProxies)),
    )
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    }
  }
}

/** The gateway's `verify_jwt` check: a valid token in Authorization (no API key needed). */
function checkJwt(request: ApiRequest, keys: ApiKeys): ApiResponse | null {
  const authorization = header(request, 'authorization')
  if (!authorization) return jsonResponse(401, { msg: 'Error: Missing authorization header' })
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? ''
  const valid =
    token === keys.publishableKey || token === keys.secretKey || verifyJwt(token, keys.jwtKeys).ok
  return valid ? null : jsonResponse(401, { msg: 'Invalid JWT' })
}

function toWebRequest(apiUrl: string, request: ApiRequest, address: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  // Set here, never taken from the caller: on the hosted platform the edge sets both.
  headers.set('x-forwarded-for', address)
  headers.set('cf-connecting-ip', address)
  const query = request.query.toString()
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(`${apiUrl}/functions/v1${request.path}${query ? `?${query}` : ''}`, {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body) : undefined,
  })
}
