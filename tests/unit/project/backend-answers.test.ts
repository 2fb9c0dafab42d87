import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { backendAnswers } from '../../../scripts/backendAnswers.ts'

/** A server on loopback that answers every request as `answer` says, or never. */
async function serve(
  answer: ((reply: (status: number, type: string, body: string) => void) => void) | null,
) {
  const server = createServer((_request, response) => {
    answer?.((status, type, body) => {
      response.writeHead(status, { 'Content-Type': type }).end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`
}

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    server.close()
  }
})

describe('whether a backend answers, against what else may stand at its address', () => {
  it('is no when the address answers 200 with a web page', async () => {
    const url = await serve((reply) => {
      reply(200, 'text/html', '<!doctype html><title>Sign in to the Wi-Fi</title>')
    })
    expect(await backendAnswers({ url, anonKey: 'key' })).toBe(false)
  })

  it('is no when the address answers with JSON that is not Auth’s', async () => {
    const url = await serve((reply) => {
      reply(200, 'application/json', '[]')
    })
    expect(await backendAnswers({ url, anonKey: 'key' })).toBe(false)
  })

  it('is no, within its time limit, when the address never answers', async () => {
    const url = await serve(null)
    const started = performance.now()
    expect(await backendAnswers({ url, anonKey: 'key' })).toBe(false)
    expect(performance.now() - started).toBeLessThan(5000)
  })

  it('is no when nothing listens there', async () => {
    expect(await backendAnswers({ url: 'http://127.0.0.1:9', anonKey: 'key' })).toBe(false)
  })
})
