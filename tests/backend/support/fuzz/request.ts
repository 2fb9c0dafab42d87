import type { Credentials } from './credentials.ts'

/** One request as it goes on the wire, below a service prefix such as `/rest/v1`. */
export interface FuzzRequest {
  method: string
  /** Path and query string, already encoded (possibly badly) as the URL will carry them. */
  target: string
  headers: Record<string, string>
  body: string | Uint8Array<ArrayBuffer> | null
}

export interface FuzzAnswer {
  status: number
  contentType: string
  text: string
}

/** A request with the caller's credentials added (headers, and the key as a query parameter). */
export function withCredentials(request: FuzzRequest, credentials: Credentials): FuzzRequest {
  const separator = request.target.includes('?') ? '&' : '?'
  return {
    ...request,
    target:
      credentials.apikeyParam === null
        ? request.target
        : `${request.target}${separator}apikey=${credentials.apikeyParam}`,
    headers: { ...request.headers, ...credentials.headers },
  }
}

/** Sends a request as is: no redirects followed, no body on GET and HEAD. */
export async function send(baseUrl: string, request: FuzzRequest): Promise<FuzzAnswer> {
  const bodyAllowed = request.method !== 'GET' && request.method !== 'HEAD'
  const response = await fetch(`${baseUrl}${request.target}`, {
    method: request.method,
    headers: request.headers,
    body: bodyAllowed && request.body !== null ? request.body : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  })
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  }
}

/** A short, printable description of a request for failure reports. */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.body === null
      ? ''
      : typeof request.body === 'string'
        ? request.body
        : `<${request.body.length} bytes>`
  const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text)
  return `${request.method} ${clip(request.target)} ${JSON.stringify(request.headers)} ${clip(JSON.stringify(body))}`
}
