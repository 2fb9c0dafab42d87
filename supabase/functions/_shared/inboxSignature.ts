import { type ActorKey, withActorKey } from './actorKeys.ts'
import { toBase64 } from './base64.ts'
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
import {
  contentDigestMatches,
  parseMessageSignature,
  signatureBase,
  verifyMessageSignature,
} from './messageSignatures.ts'

/** A request's `Date` (or its signature's `created`) may be this far from the function's clock. */
const DATE_WINDOW_MS = 60 * 60 * 1000
/** What a draft-cavage signature must cover: the request, its host, its date and its body. */
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

/** Who signed a request, and the signature that verified (base64), which a replay carries again. */
export interface RequestSignedBy {
  actorId: string
  signature: string
}

/** The key a request's signature names: RFC 9421's when it has a `Signature-Input`, else draft-cavage's. */
export function claimedKeyId(headers: Headers): string | null {
  const input = headers.get('signature-input')
  const header = headers.get('signature')
  if (header === null) return null
  if (input !== null) return parseMessageSignature(input, header)?.keyId ?? null
  return parseSignatureHeader(header)?.keyId ?? null
}

/**
 * The actor whose key signed the request, or the 401 that says why it is not signed: an RFC 9421
 * signature when the request has a `Signature-Input`, else a draft-cavage one. Either covers the
 * method and the target, a time within the hour and the body's digest. The host and path signed
 * are the inbox's public address, whatever the platform's proxy passes on.
 */
export async function requestSigner(
  request: Request,
  body: Uint8Array<ArrayBuffer>,
  context: SignatureContext,
): Promise<RequestSignedBy | Response> {
  const header = request.headers.get('signature')
  if (header === null) return unauthorised('the request has no Signature header')
  const headers = new Headers(request.headers)
  headers.set('host', context.inboxUrl.host)
  const url = new URL(context.inboxUrl)
  url.search = new URL(request.url).search
  const input = request.headers.get('signature-input')
  return input === null
    ? cavageSigner(request.method, url, headers, header, body, context)
    : messageSigner({ method: request.method, url, headers }, input, header, body, context)
}

async function cavageSigner(
  method: string,
  url: URL,
  headers: Headers,
  header: string,
  body: Uint8Array<ArrayBuffer>,
  context: SignatureContext,
): Promise<RequestSignedBy | Response> {
  const parameters = parseSignatureHeader(header)
  if (!parameters) return unauthorised('the Signature header does not parse')
  const missing = REQUIRED_HEADERS.filter((name) => !parameters.headers.includes(name))
  if (missing.length > 0) return unauthorised(`the signature does not cover ${missing.join(', ')}`)
  if (!(await digestMatches(headers.get('digest'), body))) {
    return unauthorised('the Digest header is not the SHA-256 of the body')
  }
  const date = Date.parse(headers.get('date') ?? '')
  if (!(Math.abs(context.now - date) <= DATE_WINDOW_MS)) {
    return unauthorised('the Date header is more than an hour from now')
  }
  const target = `${url.pathname}${url.search}`
  const signed = signingString({ method, target, headers }, parameters.headers)
  if (signed === null) return unauthorised('a signed header is missing')
  const key = await actorKey(context, parameters.keyId, (found) =>
    verifySignature(found, parameters, signed),
  )
  return key ? { actorId: key.actorId, signature: toBase64(parameters.signature) } : failed()
}

async function messageSigner(
  message: { method: string; url: URL; headers: Headers },
  input: string,
  header: string,
  body: Uint8Array<ArrayBuffer>,
  context: SignatureContext,
): Promise<RequestSignedBy | Response> {
  const signature = parseMessageSignature(input, header)
  if (!signature) return unauthorised('the Signature-Input and Signature headers do not parse')
  const missing = uncovered(signature.components, message.url, body)
  if (missing.length > 0) return unauthorised(`the signature does not cover ${missing.join(', ')}`)
  if (!(await contentDigestMatches(message.headers.get('content-digest'), body))) {
    return unauthorised('the Content-Digest header is not the digest of the body')
  }
  const created = (signature.created ?? Number.NaN) * 1000
  if (!(Math.abs(context.now - created) <= DATE_WINDOW_MS)) {
    return unauthorised('the signature was not created within an hour of now')
  }
  if (signature.expires !== null && signature.expires * 1000 < context.now) {
    return unauthorised('the signature has expired')
  }
  const base = signatureBase(message, signature)
  if (base === null) return unauthorised('a signed component is missing')
  const key = await actorKey(context, signature.keyId, (found) =>
    verifyMessageSignature(found, signature, base),
  )
  return key ? { actorId: key.actorId, signature: toBase64(signature.signature) } : failed()
}

/** What an RFC 9421 signature leaves out of the method, the target and the body's digest. */
function uncovered(components: readonly string[], url: URL, body: Uint8Array): string[] {
  const has = (name: string) => components.includes(name)
  const path = has('@request-target') || (has('@path') && (has('@query') || url.search === ''))
  const target = has('@target-uri') || (has('@authority') && path)
  return [
    ...(has('@method') ? [] : ['@method']),
    ...(target ? [] : ['@target-uri (or @authority and @path, with @query)']),
    ...(body.byteLength === 0 || has('content-digest') ? [] : ['content-digest']),
  ]
}

const failed = () => unauthorised('the signature does not verify with its key')

function actorKey(
  { client, limits, signer }: SignatureContext,
  keyId: string,
  verify: (key: CryptoKey) => Promise<boolean>,
): Promise<ActorKey | null> {
  return withActorKey(client, keyId, limits, signer, ({ key }) => verify(key))
}
