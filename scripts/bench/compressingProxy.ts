import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

export interface Proxy {
  url: string
  close(): Promise<void>
}

const COMPRESSIBLE = /^(application\/(json|vnd\.pgrst)|text\/)/

/**
 * The local backend behind a proxy that gzips its text answers, as hosted Supabase's gateway
 * does: so the data a page fetches is counted at the size a visitor's browser receives.
 */
export async function compressingProxy(upstream: string): Promise<Proxy> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      void forward(upstream, request.method ?? 'GET', request.url ?? '/', request.headers, chunks)
        .then(({ status, headers, body }) => {
          const type = headers.get('content-type') ?? ''
          const gzip =
            COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
          const sent = gzip ? gzipSync(body) : body
          const out: Record<string, string> = {}
          headers.forEach((value, name) => {
            if (!['content-length', 'content-encoding', 'transfer-encoding'].includes(name)) {
              out[name] = value
            }
          })
          response.writeHead(status, {
            ...out,
            'Content-Length': String(sent.length),
            ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
          })
          response.end(sent)
        })
        .catch((error: unknown) => {
          response.writeHead(502).end(String(error))
        })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${String(port)}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve()
        })
        server.closeAllConnections()
      }),
  }
}

async function forward(
  upstream: string,
  method: string,
  path: string,
  incoming: Record<string, string | string[] | undefined>,
  chunks: Buffer[],
): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || ['host', 'accept-encoding', 'connection'].includes(name)) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const answer = await fetch(`${upstream}${path}`, {
    method,
    headers,
    body: hasBody ? new Uint8Array(Buffer.concat(chunks)) : undefined,
  })
  return {
    status: answer.status,
    headers: answer.headers,
    body: Buffer.from(await answer.arrayBuffer()),
  }
}
