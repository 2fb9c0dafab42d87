import type { IncomingHttpHeaders } from 'node:http'

/** One request as a service sees it, with the service's prefix removed from `path`. */
export interface ApiRequest {
  method: string
  /** Path below the service prefix, percent-decoded per segment by the service, e.g. "/blog_posts". */
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: Buffer
  clientAddress: string
}

export interface ApiResponse {
  status: number
  headers?: Record<string, string>
  body?: string | Buffer
}

export type Service = (request: ApiRequest) => Promise<ApiResponse>

export function jsonResponse(
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): ApiResponse {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
  }
}

/** A header's value as one string (repeated headers joined as Node joins them). */
export function header(request: ApiRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()]
  return Array.isArray(value) ? value.join(', ') : value
}
