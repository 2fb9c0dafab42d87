import {
  type IncomingMessage,
  type Server,
  type ServerResponse,
  createServer,
  request,
} from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * What the backend's address does instead of passing requests on, as a backend that is down,
 * paused, overloaded or behind a stranger's proxy does:
 * - `refused`: every connection is closed as soon as it opens, as when nothing listens there;
 * - `silent`: connections are accepted and requests read, and nothing is ever answered;
 * - `unavailable`: a gateway answers 503 with its own page (its CORS layer still answers the
 *   browser's preflight, as Supabase's gateway does, so the page reads the 503);
 * - `html`: every request is answered 200 with an HTML page (a captive portal, a proxy's
 *   sign-in page, a domain that points elsewhere), with the CORS headers a browser asks for;
 * - `late`: requests reach the backend at once, and its answers are held until the test lets
 *   them go (`releaseLateAnswers`), once the page's clock has moved on as far as it likes; the
 *   browser's preflights are answered in time, as a gateway in front of a slow function does, so
 *   a write reaches the backend and is done there while its answer is late.
 */
export type BackendFault = 'refused' | 'silent' | 'unavailable' | 'html' | 'late'

/** The page a proxy or a captive portal answers with instead of the API's JSON. */
const STRANGER_PAGE =
  '<!doctype html><html><head><title>Sign in to the network</title></head><body><h1>Sign in to continue</h1></body></html>'

/**
 * The backend address of the e2e build (BACKEND_HOST) leads here: the worker's browser resolves
 * that name to this server, which passes each request on to the backend of the test running now
 * and its answer back, or plays the test's fault. A backend that has stopped is refused like a
 * server that went away: the connection is dropped. One per Playwright worker, whose tests run
 * one at a time.
 */
export class BackendRouter {
  /** The real address of the running test's backend. */
  target: string | null = null
  /** The fault the running test plays at the backend's address, if any. */
  fault: BackendFault | null = null
  /** Connections whose requests are left unanswered or whose answers are held. */
  private readonly waiting = new Set<Socket>()
  /** The backend's answers the `late` fault holds, each with the page's request. */
  private lateAnswers: { answer: IncomingMessage; outgoing: ServerResponse }[] = []

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(): Promise<BackendRouter> {
    let router: BackendRouter | null = null
    const server = createServer((incoming, outgoing) => {
      router?.answer(incoming, outgoing)
    })
    server.on('connection', (socket) => {
      if (router?.fault === 'refused') socket.destroy()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    router = new BackendRouter(server, (server.address() as AddressInfo).port)
    return router
  }

  /** Chromium's rule that sends `host` here and lets nothing else off this machine. */
  hostResolverRules(host: string): string {
    return `MAP ${host} 127.0.0.1:${String(this.port)}, MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1`
  }

  /** Sends every answer the `late` fault holds, in the order they came. */
  releaseLateAnswers(): void {
    const held = this.lateAnswers
    this.lateAnswers = []
    for (const { answer, outgoing } of held) pass(answer, outgoing)
  }

  /** Ends the running test's fault: what it left waiting is dropped. */
  clearFault(): void {
    this.fault = null
    for (const { answer } of this.lateAnswers) answer.destroy()
    this.lateAnswers = []
    for (const socket of this.waiting) socket.destroy()
    this.waiting.clear()
  }

  close(): Promise<void> {
    this.clearFault()
    this.server.closeAllConnections()
    return new Promise((resolve) => {
      this.server.close(() => {
        resolve()
      })
    })
  }

  private answer(incoming: IncomingMessage, outgoing: ServerResponse): void {
    const preflight = incoming.method === 'OPTIONS'
    switch (this.fault) {
      case 'silent':
        this.leaveWaiting(incoming.socket)
        incoming.resume()
        return
      case 'unavailable':
        if (preflight) this.sendFromStranger(incoming, outgoing, 204, '')
        else this.sendFromStranger(incoming, outgoing, 503, 'Service Unavailable')
        return
      case 'html':
        this.sendFromStranger(incoming, outgoing, 200, STRANGER_PAGE, 'text/html; charset=utf-8')
        return
      default:
        this.forward(incoming, outgoing)
    }
  }

  private leaveWaiting(socket: Socket): void {
    this.waiting.add(socket)
    socket.once('close', () => this.waiting.delete(socket))
  }

  /** An answer from something in front of the backend, readable by the page (CORS). */
  private sendFromStranger(
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    status: number,
    body: string,
    contentType = 'text/plain; charset=utf-8',
  ): void {
    incoming.resume()
    outgoing.writeHead(status, {
      'Content-Type': contentType,
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': incoming.headers['access-control-request-headers'] ?? '*',
    })
    outgoing.end(body)
  }

  private forward(incoming: IncomingMessage, outgoing: ServerResponse): void {
    if (!this.target) {
      incoming.socket.destroy()
      return
    }
    const late = this.fault === 'late' && incoming.method !== 'OPTIONS'
    if (late) this.leaveWaiting(incoming.socket)
    const target = new URL(incoming.url ?? '/', this.target)
    const passed = request(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        if (late) this.lateAnswers.push({ answer, outgoing })
        else pass(answer, outgoing)
      },
    )
    passed.once('error', () => {
      incoming.socket.destroy()
    })
    incoming.pipe(passed)
  }
}

/** Gives the page the backend's answer as it came, unless the page has gone meanwhile. */
function pass(answer: IncomingMessage, outgoing: ServerResponse): void {
  if (outgoing.destroyed) {
    answer.destroy()
    return
  }
  outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
  answer.pipe(outgoing)
}
