import { backendTarget } from './target.ts'

/** A request to the Data API as a plain HTTP client: the anon key unless another (or none). */
export async function restRequest(
  path: string,
  init: RequestInit & { apikey?: string | null } = {},
) {
  const target = backendTarget()
  const headers = new Headers(init.headers)
  if (init.apikey !== null) headers.set('apikey', init.apikey ?? target.anonKey)
  if (init.body !== undefined && !headers.has('content-type')) {
    headers.set('content-type', 'application/json')
  }
  const response = await fetch(`${target.url}/rest/v1${path}`, { ...init, headers })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as unknown) : null,
  }
}
