import { PRODUCT_CONTRACT } from '../../../supabase/local/contract.ts'

/** A request as it left the product, and the status it got. */
export interface SentRequest {
  method: string
  url: URL
  prefer: string | null
  accept: string | null
  status: number
}

/**
 * A fetch that sends through `send` and records each request to the backend at `backendUrl`
 * in `sent`, with the status it got.
 */
export function recordingFetch(
  send: typeof fetch,
  backendUrl: string,
  sent: SentRequest[],
): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const response = await send(request)
    if (request.url.startsWith(backendUrl)) {
      sent.push({
        method: request.method,
        url: new URL(request.url),
        prefer: request.headers.get('prefer'),
        accept: request.headers.get('accept'),
        status: response.status,
      })
    }
    return response
  }
}

const REST_PARAMETERS: readonly string[] = PRODUCT_CONTRACT.rest.parameters

/**
 * The contract entries a request uses, each as `contractEntries()` writes it. A request outside
 * the contract gives an entry no contract lists (such as `auth GET /settings`), so comparing the
 * two shows it.
 */
export function requestEntries(request: SentRequest): string[] {
  const { method, url } = request
  const path = url.pathname
  const service = /^\/(rest|auth|storage|functions)\/v1(\/.*)?$/.exec(path)
  if (!service) return [`unknown ${method} ${path}`]
  const [, name = '', rest = ''] = service
  if (name === 'rest') return restEntries(request, rest.slice(1))
  if (name === 'auth') return [`auth ${routeOf(PRODUCT_CONTRACT.auth, method, rest, url)}`]
  if (name === 'storage') return storageEntries(method, rest)
  return [`functions ${method} ${rest.slice(1)}`]
}

function restEntries(request: SentRequest, resource: string): string[] {
  const isRpc = resource.startsWith('rpc/')
  const entries = [`rest ${request.method} ${resource}`]
  for (const [key, value] of request.url.searchParams) {
    if (key === 'select') entries.push(...value.split(',').map(selectEntry))
    if (REST_PARAMETERS.includes(key)) entries.push(`rest parameter ${key}`)
    // A GET call's arguments are in the query string too; they are not filters.
    else if (!isRpc) entries.push(`rest filter ${filterOperator(value)}`)
  }
  for (const token of (request.prefer ?? '').split(',')) {
    if (token.trim() !== '') entries.push(`rest prefer ${token.trim()}`)
  }
  if (request.accept?.startsWith('application/vnd.pgrst')) {
    entries.push(`rest accept ${request.accept}`)
  }
  return entries
}

/** A select item's form: `*`, `column` or `alias:column`, else the item itself. */
function selectEntry(text: string): string {
  const item = text.trim()
  const form = /^[\w$]+$/.test(item)
    ? 'column'
    : /^[\w$]+:[\w$]+$/.test(item)
      ? 'alias:column'
      : item
  return `rest select ${item === '*' ? '*' : form}`
}

/** `eq.x` gives `eq`, `not.is.null` gives `not.is`. */
function filterOperator(value: string): string {
  const [first = '', second = ''] = value.split('.')
  return first === 'not' ? `not.${second}` : first
}

function storageEntries(method: string, rest: string): string[] {
  const route = routeOf(PRODUCT_CONTRACT.storage, method, rest)
  const bucket = routeParameters(route, rest)?.bucket
  return [`storage ${route}`, ...(bucket === undefined ? [] : [`storage bucket ${bucket}`])]
}

/**
 * The contract's route this request matches, or the request's own method and path when none
 * does. Auth's `/token` and `/logout` are told apart by the query parameter the route names.
 */
function routeOf(routes: readonly string[], method: string, path: string, url?: URL): string {
  const found = routes.find((route) => {
    const [routeMethod, routePath = ''] = route.split(' ')
    const [pattern = '', query] = routePath.split('?')
    if (routeMethod !== method || !pathPattern(pattern).test(path)) return false
    if (query === undefined) return true
    const [key = '', value] = query.split('=')
    return url?.searchParams.get(key) === value
  })
  return found ?? `${method} ${path}${url?.search ?? ''}`
}

function routeParameters(route: string, path: string): Record<string, string> | undefined {
  const pattern = route.split(' ')[1] ?? ''
  return pathPattern(pattern).exec(path)?.groups
}

/** `/object/:bucket/*name` as a regular expression with named groups. */
function pathPattern(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return `(?<${segment.slice(1)}>[^/]+)`
      if (segment.startsWith('*')) return `(?<${segment.slice(1)}>.+)`
      return segment.replace(/[.?+^$()[\]{}|\\]/g, '\\$&')
    })
    .join('/')
  return new RegExp(`^${source}$`)
}
