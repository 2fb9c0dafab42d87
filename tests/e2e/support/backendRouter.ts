import {
  type IncomingMessage,
  type Server,
  type ServerResponse,
  createServer,
  request,
} from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The backend address of the e2e build (BACKEND_HOST) leads here: the worker's browser resolves
 * that name to this server, which passes each request on to the backend of the test running now
 * and its answer back. A backend that has stopped is refused like a server that went away: the
 * connection is dropped. One per Playwright worker, whose tests run one at a time.
 */
export class BackendRouter {
  /** The real address of the running test's backend. */
  target: string | null = null

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(): Promise<BackendRouter> {
    let router: BackendRouter | null = null
    const server = createServer((incoming, outgoing) => {
      router?.forward(incoming, outgoing)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    router = new BackendRouter(server, (server.address() as AddressInfo).port)
    return router
  }

  /** Chromium's rule that sends `host` here and lets nothing else off this machine. */
  hostResolverRules(host: string): string {
    return `MAP ${host} 127.0.0.1:${String(this.port)}, MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1`
  }

  close(): Promise<void> {
    this.server.closeAllConnections()
    return new Promise((resolve) => {
      this.server.close(() => {
        resolve()
      })
    })
  }

  private forward(incoming: IncomingMessage, outgoing: ServerResponse): void {
    if (!this.target) {
      incoming.socket.destroy()
      return
    }
    const target = new URL(incoming.url ?? '/', this.target)
    const passed = request(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.pipe(outgoing)
      },
    )
    passed.once('error', () => {
      incoming.socket.destroy()
    })
    incoming.pipe(passed)
  }
}
