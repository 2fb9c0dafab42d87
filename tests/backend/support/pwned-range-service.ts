import { createHash } from 'node:crypto'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The one password the stand-in knows as leaked. */
export const LEAKED = 'correct horse battery staple'

/** A password's SHA-1, as the range API names it: its first five characters pick the range. */
export const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').toUpperCase()

/** A stand-in for the Pwned Passwords range API: it knows one leaked password. */
export interface RangeService {
  url: string
  paths: string[]
  failing: boolean
  close(): Promise<void>
}

/** Starts the stand-in on a free port of 127.0.0.1; `failing` makes it answer 503. */
export async function startRangeService(): Promise<RangeService> {
  const server: Server = createServer((request, response) => {
    service.paths.push(request.url ?? '')
    if (service.failing) {
      response.statusCode = 503
      response.end()
      return
    }
    response.end(`${sha1(LEAKED).slice(5)}:52579\r\n0018A45C4D1DEF81644B54AB7F969B88D65:0`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const service: RangeService = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/range/`,
    paths: [],
    failing: false,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve()
        })
      }),
  }
  return service
}
