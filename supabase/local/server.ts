import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAuthLockouts } from './auth/lockouts.ts'
import { createAuthService } from './auth/service.ts'
import type { ProjectConfig } from './config.ts'
import type { Database } from './database/Database.ts'
import { corsHeaders } from './http/cors.ts'
import { type ApiRequest, type ApiResponse, type Service, jsonResponse } from './http/types.ts'
import type { ApiKeys } from './keys.ts'
import { type LocalFunctionServices, localFunctions } from './functions/registry.ts'
import { sharedSecondFactorGuard } from './functions/second-factor-guard.ts'
import { createFunctionsService } from './functions/service.ts'
import { viewMail } from './mail/mail-viewer.ts'
import type { Outbox } from './mail/outbox.ts'
import { loadCatalogue } from './rest/catalogue.ts'
import { createRestService } from './rest/service.ts'
import type { FileStore } from './storage/file-store.ts'
import { createStorageService } from './storage/service.ts'

/** Request bodies above this are refused; inline publication images stay well below it. */
const MAX_BODY_BYTES = 10 * 1024 * 1024

export interface ApiServerOptions {
  db: Database
  keys: ApiKeys
  config: ProjectConfig
  files: FileStore
  outbox: Outbox
  functions: { siteUrl: string; ownerEmail: string; emailFrom: string }
  fediverse: LocalFunctionServices['fediverse']
  outsideSitesStandIn: LocalFunctionServices['outsideSitesStandIn']
  /** The secret the database's newsletter requests carry (private.newsletter_dispatch). */
  newsletterDispatchSecret: string
  host: string
  port: number
  /** The Auth service's clock; Date.now unless given. */
  now?: () => number
}

export interface ApiServer {
  url: string
  close(): Promise<void>
}

const KEEP_ALIVE_MS = 60_000

/** Serves the Supabase HTTP API of this product over one database. */
export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  // The services need the server's own URL, known once it listens; until they are built (the
  // catalogue takes a while to load), every request is answered at once with a 503 to retry.
  let services: Record<string, Service> | null = null
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    void answer(services, incoming).then((response) => {
      send(outgoing, response)
    })
  })
  // Node closes an idle keep-alive connection after 5 s, just as a client may be sending on it
  // (a client keeps it 4 s, by the server's hint, but a busy event loop runs both timers late):
  // the request then fails with ECONNRESET. A minute, as hosted gateways keep, makes that rare.
  server.keepAliveTimeout = KEEP_ALIVE_MS
  await listen(server, options.host, options.port)
  const { port } = server.address() as AddressInfo
  const url = `http://${options.host}:${port}`
  const lockouts = createAuthLockouts(options.config.auth.failedAttempts, options.now)

  services = {
    '/rest/v1': createRestService({
      db: options.db,
      catalogue: await loadCatalogue(options.db),
      keys: options.keys,
      maxRows: options.config.api.maxRows,
      extraSearchPath: options.config.api.extraSearchPath,
    }),
    '/auth/v1': createAuthService({
      db: options.db,
      keys: options.keys,
      config: options.config.auth,
      apiUrl: url,
      now: options.now,
      lockouts,
    }),
    '/storage/v1': createStorageService({
      db: options.db,
      keys: options.keys,
      files: options.files,
      maxFileSizeBytes: options.config.storage.fileSizeLimitBytes,
    }),
    '/functions/v1': createFunctionsService({
      keys: options.keys,
      apiUrl: url,
      trustedProxies: options.config.auth.trustedProxies,
      functions: localFunctions(
        {
          supabaseUrl: url,
          anonKey: options.keys.anonKey,
          serviceRoleKey: options.keys.serviceRoleKey,
          ...options.functions,
        },
        {
          mail: options.outbox,
          secondFactorGuard: sharedSecondFactorGuard(lockouts.secondFactors),
          newsletterDispatchSecret: options.newsletterDispatchSecret,
          fediverse: options.fediverse,
          outsideSitesStandIn: options.outsideSitesStandIn,
          now: options.now ?? Date.now,
        },
        (name) => options.config.functionVerifiesJwt(name),
      ),
    }),
    '/_mail': (request) => Promise.resolve(viewMail(options.outbox, `/_mail${request.path}`)),
  }

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error)
          else resolve()
        })
        server.closeAllConnections()
      }),
  }
}

function answer(
  services: Record<string, Service> | null,
  incoming: IncomingMessage,
): Promise<ApiResponse> {
  if (!services) {
    incoming.resume()
    return Promise.resolve(
      jsonResponse(
        503,
        { message: 'The local backend is starting. Try again in a moment.' },
        { 'Retry-After': '1' },
      ),
    )
  }
  return handle(services, incoming).catch((error: unknown) => {
    // Details go to the console, never to the client.
    console.error(`${incoming.method ?? ''} ${incoming.url ?? ''} failed:`, error)
    return jsonResponse(500, { code: 'unexpected_failure', message: 'Unexpected server error' })
  })
}

async function handle(
  services: Record<string, Service>,
  incoming: IncomingMessage,
): Promise<ApiResponse> {
  if (incoming.method === 'OPTIONS') return { status: 204 }
  let url: URL
  try {
    url = new URL(incoming.url ?? '/', 'http://localhost')
  } catch {
    return jsonResponse(400, { message: 'Malformed request URL' })
  }
  const prefix = Object.keys(services).find(
    (candidate) => url.pathname === candidate || url.pathname.startsWith(`${candidate}/`),
  )
  const service = prefix ? services[prefix] : undefined
  if (!prefix || !service)
    return jsonResponse(404, { message: 'no Route matched with those values' })

  const body = await readBody(incoming)
  if (body === null) {
    return jsonResponse(413, {
      message: `Request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB`,
    })
  }
  const request: ApiRequest = {
    method: incoming.method ?? 'GET',
    path: url.pathname.slice(prefix.length) || '/',
    query: url.searchParams,
    headers: incoming.headers,
    body,
    clientAddress: incoming.socket.remoteAddress ?? '',
  }
  return service(request)
}

/** The whole body, or null when it exceeds the limit. */
async function readBody(incoming: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) {
      incoming.resume()
      return null
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

function send(outgoing: ServerResponse, response: ApiResponse): void {
  // Header names are case-insensitive: a service's own CORS headers replace the defaults
  // rather than doubling them, which browsers would refuse.
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries({ ...corsHeaders, ...response.headers })) {
    headers[name.toLowerCase()] = value
  }
  outgoing.writeHead(response.status, headers)
  outgoing.end(response.body ?? '')
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on ${host} is already in use. Is another backend running? Use --port to pick another.`,
            )
          : error,
      )
    })
    server.listen(port, host, () => {
      resolve()
    })
  })
}
