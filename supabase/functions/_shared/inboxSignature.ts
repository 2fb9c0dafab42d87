import { withActorKey } from './actorKeys.ts'
import type { FunctionClient } from './clients.ts'
import type { FetchLimits } from './fediverseFetch.ts'
import { json } from './http.ts'
import {
  type RequestSigner,
  digestMatches,
  parseSignatureHeader,
  signingString,
  verifySignature,
} from './httpSignatures.ts'

/** A request's `Date` may be this far from the function's clock, either way. */
const DATE_WINDOW_MS = 60 * 60 * 1000
/** What a signature must cover: the request, its host, its date and its body. */
const REQUIRED_HEADERS = ['(request-target)', 'host', 'date', 'digest']

export const unauthorised = (reason: string) => json(401, { error: `Not signed: ${reason}.` })

interface SignatureContext {
  client: FunctionClient
  /** The inbox as senders address it: its host and path are what they sign. */
  inboxUrl: URL
  now: number
  limits: FetchLimits
  /** Signs the key fetches, for servers that answer only signed requests. */
  signer: RequestSigner
}

/**
 * The actor whose key signed the request (draft-cavage, covering the request, its host, a date
 * within the hour and the body's digest), or the 401 that says why it is not signed. The host
 * and path signed are the inbox's public address, whatever the platform's proxy passes on.
 */
export async function requestSigner(
  request: Request,
  body: Uint8Array<ArrayBuffer>,
  context: SignatureContext,
): Promise<string | Response> {
  const header = request.headers.get('signature')
  if (header === null) return unauthorised('the request has no Signature header')
  const parameters = parseSignatureHeader(header)
  if (!parameters) return unauthorised('the Signature header does not parse')
  const missing = REQUIRED_HEADERS.filter((name) => !parameters.headers.includes(name))
  if (missing.length > 0) return unauthorised(`the signature does not cover ${missing.join(', ')}`)
  if (!(await digestMatches(request.headers.get('digest'), body))) {
    return unauthorised('the Digest header is not the SHA-256 of the body')
  }
  const date = Date.parse(request.headers.get('date') ?? '')
  if (!(Math.abs(context.now - date) <= DATE_WINDOW_MS)) {
    return unauthorised('the Date header is more than an hour from now')
  }
  const headers = new Headers(request.headers)
  headers.set('host', context.inboxUrl.host)
  const target = `${context.inboxUrl.pathname}${new URL(request.url).search}`
  const signed = signingString({ method: request.method, target, headers }, parameters.headers)
  if (signed === null) return unauthorised('a signed header is missing')
  const { client, limits, signer } = context
  const key = await withActorKey(client, parameters.keyId, limits, signer, ({ key }) =>
    verifySignature(key, parameters, signed),
  )
  return key ? key.actorId : unauthorised('the signature does not verify with its key')
}
