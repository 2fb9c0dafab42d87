import {
  type KeyObject,
  createHash,
  createSign,
  createVerify,
  generateKeyPairSync,
} from 'node:crypto'
import { type IncomingHttpHeaders, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A second fediverse server on loopback, standing in for Mastodon: it publishes one actor, the
 * reader, with a key of its own, signs its deliveries as Mastodon does (draft-cavage, RSA-SHA256,
 * with node:crypto rather than the code under test), and keeps what its inboxes receive and the
 * requests for its actor. Its inboxes answer `inboxStatus` (202 unless a test sets it). A few
 * addresses misbehave, for the inbox's key fetch: `/hang` never answers, `/html` is a web page,
 * `/huge` is an actor of 2 MB.
 */
export interface FediverseServer {
  origin: string
  /** The reader's actor id, and the id of its key. */
  actorId: string
  keyId: string
  /** POSTs its inboxes received, in order. */
  received: ReceivedPost[]
  /** GETs of its actor, in order. */
  actorFetches: ReceivedPost[]
  /** What its inboxes answer: 202, or a failure a test sets. */
  inboxStatus: number
  /** POSTs `activity` to `inbox`, signed by the reader's key unless `options` says otherwise. */
  deliver(inbox: string, activity: object, options?: DeliveryOptions): Promise<DeliveryAnswer>
  close(): Promise<void>
}

export interface ReceivedPost {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: string
}

export interface DeliveryOptions {
  /** Sign with this key instead of the reader's (a wrong key). */
  key?: KeyObject
  keyId?: string
  date?: Date
  /** Sent instead of the signed body (a body changed on the way). */
  sentBody?: string
  /** Send no Signature header. */
  unsigned?: boolean
  /** Sign as RFC 9421 (Mastodon 4.4+, Fedify) rather than draft-cavage. */
  rfc9421?: boolean
  /** Added to the Signature header after signing (a replay made to look new). */
  signatureSuffix?: string
}

export interface DeliveryAnswer {
  status: number
  body: Record<string, unknown>
  ms: number
}

const ACTIVITY_JSON = 'application/activity+json'

export function rsaKeyPair(): { privateKey: KeyObject; publicPem: string; privatePem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    privateKey,
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  }
}

/** The draft-cavage signing string of a request, as a verifier builds it. */
export function cavageSigningString(
  method: string,
  path: string,
  headers: Record<string, string | string[] | undefined>,
  covered: readonly string[],
): string {
  return covered
    .map((name) =>
      name === '(request-target)'
        ? `${name}: ${method.toLowerCase()} ${path}`
        : `${name}: ${String(headers[name])}`,
    )
    .join('\n')
}

/**
 * Whether a received request's Signature verifies with the public key, covering the request,
 * its host and its date, and for a POST its Digest, which must match the body.
 */
export function verifiesWith(post: ReceivedPost, publicPem: string): boolean {
  const header = String(post.headers.signature)
  const field = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(header)?.[1] ?? ''
  const covered = field('headers').split(' ')
  const required = [
    '(request-target)',
    'host',
    'date',
    ...(post.method === 'POST' ? ['digest'] : []),
  ]
  if (!required.every((name) => covered.includes(name))) return false
  const digest = `SHA-256=${createHash('sha256').update(post.body).digest('base64')}`
  if (post.method === 'POST' && post.headers.digest !== digest) return false
  const signed = cavageSigningString(post.method, post.path, post.headers, covered)
  return createVerify('sha256').update(signed).verify(publicPem, field('signature'), 'base64')
}

export async function startFediverseServer(): Promise<FediverseServer> {
  const reader = rsaKeyPair()
  const received: ReceivedPost[] = []
  const actorFetches: ReceivedPost[] = []
  const state = { inboxStatus: 202 }
  const hanging = new Set<() => void>()
  let origin = ''
  const actor = () => ({
    '@context': ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1'],
    id: `${origin}/users/reader`,
    type: 'Person',
    preferredUsername: 'reader',
    name: 'Robin Reader',
    inbox: `${origin}/users/reader/inbox`,
    endpoints: { sharedInbox: `${origin}/inbox` },
    publicKey: {
      id: `${origin}/users/reader#main-key`,
      owner: `${origin}/users/reader`,
      publicKeyPem: reader.publicPem,
    },
  })

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = req.url ?? '/'
      const request = { method: req.method ?? 'GET', path, headers: req.headers }
      if (req.method === 'POST') {
        received.push({ ...request, body: Buffer.concat(chunks).toString() })
        res.writeHead(state.inboxStatus).end()
      } else if (path === '/users/reader') {
        actorFetches.push({ ...request, body: '' })
        res.writeHead(200, { 'content-type': ACTIVITY_JSON }).end(JSON.stringify(actor()))
      } else if (path === '/html') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Hi</body></html>')
      } else if (path === '/huge') {
        const padding = 'x'.repeat(2 * 1024 * 1024)
        res
          .writeHead(200, { 'content-type': ACTIVITY_JSON })
          .end(JSON.stringify({ ...actor(), padding }))
      } else if (path === '/hang') {
        hanging.add(() => res.destroy())
      } else {
        res.writeHead(404).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`

  return {
    origin,
    actorId: `${origin}/users/reader`,
    keyId: `${origin}/users/reader#main-key`,
    received,
    actorFetches,
    get inboxStatus() {
      return state.inboxStatus
    },
    set inboxStatus(status: number) {
      state.inboxStatus = status
    },
    deliver: (inbox, activity, options = {}) =>
      deliver(inbox, activity, {
        key: options.key ?? reader.privateKey,
        keyId: options.keyId ?? `${origin}/users/reader#main-key`,
        date: options.date ?? new Date(),
        sentBody: options.sentBody,
        unsigned: options.unsigned ?? false,
        rfc9421: options.rfc9421 ?? false,
        signatureSuffix: options.signatureSuffix ?? '',
      }),
    close: async () => {
      for (const end of hanging) end()
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve()
        })
      })
    },
  }
}

async function deliver(
  inbox: string,
  activity: object,
  options: Required<Omit<DeliveryOptions, 'sentBody'>> & { sentBody: string | undefined },
): Promise<DeliveryAnswer> {
  const url = new URL(inbox)
  const body = JSON.stringify(activity)
  const sent = options.rfc9421
    ? rfc9421Headers(url, body, options)
    : cavageHeaders(url, body, options)
  if (options.unsigned) delete sent.signature
  else sent.signature = `${sent.signature ?? ''}${options.signatureSuffix}`
  const started = performance.now()
  const response = await fetch(url, {
    method: 'POST',
    headers: sent,
    body: options.sentBody ?? body,
  })
  const text = await response.text()
  return {
    status: response.status,
    body: JSON.parse(text || '{}') as Record<string, unknown>,
    ms: performance.now() - started,
  }
}

type Signing = Pick<Required<DeliveryOptions>, 'key' | 'keyId' | 'date'>

function cavageHeaders(url: URL, body: string, options: Signing): Record<string, string> {
  // fetch sends the host itself: the one signed here.
  const sent: Record<string, string> = {
    date: options.date.toUTCString(),
    digest: `SHA-256=${createHash('sha256').update(body).digest('base64')}`,
    'content-type': ACTIVITY_JSON,
  }
  const covered = ['(request-target)', 'host', 'date', 'digest', 'content-type']
  const signed = cavageSigningString('POST', url.pathname, { ...sent, host: url.host }, covered)
  const signature = createSign('sha256').update(signed).sign(options.key, 'base64')
  sent.signature = `keyId="${options.keyId}",algorithm="rsa-sha256",headers="${covered.join(' ')}",signature="${signature}"`
  return sent
}

/**
 * An RFC 9421 signature as Mastodon 4.4 makes one: `@method`, `@target-uri`, the content type and
 * the body's RFC 9530 `Content-Digest`, `rsa-v1_5-sha256`, labelled `sig1`.
 */
function rfc9421Headers(url: URL, body: string, options: Signing): Record<string, string> {
  const sent: Record<string, string> = {
    'content-type': ACTIVITY_JSON,
    'content-digest': `sha-256=:${createHash('sha256').update(body).digest('base64')}:`,
  }
  const created = Math.floor(options.date.getTime() / 1000)
  const params = `("@method" "@target-uri" "content-type" "content-digest");created=${String(created)};keyid="${options.keyId}";alg="rsa-v1_5-sha256"`
  const base = [
    '"@method": POST',
    `"@target-uri": ${url.href}`,
    `"content-type": ${ACTIVITY_JSON}`,
    `"content-digest": ${sent['content-digest'] ?? ''}`,
    `"@signature-params": ${params}`,
  ].join('\n')
  sent['signature-input'] = `sig1=${params}`
  sent.signature = `sig1=:${createSign('sha256').update(base).sign(options.key, 'base64')}:`
  return sent
}
