import { type PostgresError, isDataException } from '../database/Database.ts'
import { GatewayRefusal } from './gateway.ts'
import type { ApiRequest, ApiResponse, Service } from './types.ts'

/**
 * How every service of the local backend routes: one table from `'METHOD /path'` to a handler,
 * with `:name` (one path segment) and `*name` (the rest of the path) parameters typed from the
 * pattern itself, so a handler cannot read a parameter its route does not have.
 */

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type RoutePattern = `${Method} /${string}`

type PathOf<Pattern extends string> = Pattern extends `${Method} ${infer Path}` ? Path : never

type ParamNames<Path extends string> = Path extends `${infer Head}/${infer Tail}`
  ? ParamNames<Head> | ParamNames<Tail>
  : Path extends `:${infer Name}` | `*${infer Name}`
    ? Name
    : never

/** The decoded path parameters a route pattern declares. */
export type RouteParams<Pattern extends string> = Readonly<
  Record<ParamNames<PathOf<Pattern>>, string>
>

export type RouteHandler<Call, Pattern extends string> = (
  call: Call,
  params: RouteParams<Pattern>,
) => Promise<ApiResponse>

export type RouteTable<Call, Patterns extends RoutePattern> = {
  [Pattern in Patterns]: RouteHandler<Call, Pattern>
}

/**
 * Types a route table where it is written, so that each handler's parameters follow its own
 * pattern: `routeTable<Call>()({ 'GET /users/:id': (call, { id }) => ... })`.
 */
export function routeTable<Call>() {
  return <Patterns extends RoutePattern>(table: RouteTable<Call, Patterns>) => table
}

/** What a service answers when routing fails, and how it shows its own errors. */
export interface ServiceErrors {
  /** The service's answer to an error it raised, or null for any other error. */
  toResponse(error: unknown, request: ApiRequest): ApiResponse | null
  /** No route has this path. */
  notFound(request: ApiRequest): Error
  /** A route has this path, but not for this method. */
  methodNotAllowed(request: ApiRequest, path: string): Error
  /** The path is not valid percent-encoding. */
  malformedPath(request: ApiRequest): Error
  /**
   * A value from the request that the database cannot take (SQLSTATE class 22: a NUL
   * character, text where a UUID belongs): the request is at fault, not the server.
   */
  invalidValue(error: PostgresError, request: ApiRequest): Error
}

export interface RoutedService<Call, Patterns extends RoutePattern> {
  routes: RouteTable<Call, Patterns>
  errors: ServiceErrors
  /** Runs before routing for every request, e.g. the API gateway's key check; may throw. */
  open(request: ApiRequest): Call
}

type Segment =
  | { kind: 'literal'; text: string }
  | { kind: 'param'; name: string }
  | { kind: 'rest'; name: string }

interface Route<Call> {
  method: string
  path: string
  segments: Segment[]
  handle(call: Call, params: Record<string, string>): Promise<ApiResponse>
}

/** A service that answers each request through its route table. */
export function routedService<Call, Patterns extends RoutePattern>(
  service: RoutedService<Call, Patterns>,
): Service {
  const routes = compile<Call>(service.routes)
  const { errors } = service
  return async (request) => {
    try {
      const call = service.open(request)
      const segments = pathSegments(request.path)
      if (segments === null) throw errors.malformedPath(request)
      let pathMatch: string | null = null
      for (const route of routes) {
        const params = match(route.segments, segments)
        if (params === null) continue
        if (route.method === request.method) return await route.handle(call, params)
        pathMatch ??= route.path
      }
      throw pathMatch === null
        ? errors.notFound(request)
        : errors.methodNotAllowed(request, pathMatch)
    } catch (error) {
      if (error instanceof GatewayRefusal) return error.response
      const answer = errors.toResponse(error, request)
      if (answer) return answer
      if (isDataException(error)) {
        const refusal = errors.toResponse(errors.invalidValue(error, request), request)
        if (refusal) return refusal
      }
      throw error
    }
  }
}

function compile<Call>(table: object): Route<Call>[] {
  return Object.entries(table as Record<string, Route<Call>['handle']>).map(([pattern, handle]) => {
    const space = pattern.indexOf(' ')
    const path = pattern.slice(space + 1)
    return {
      method: pattern.slice(0, space),
      path,
      segments: path
        .split('/')
        .filter(Boolean)
        .map((part): Segment => {
          if (part.startsWith(':')) return { kind: 'param', name: part.slice(1) }
          if (part.startsWith('*')) return { kind: 'rest', name: part.slice(1) }
          return { kind: 'literal', text: part }
        }),
      handle,
    }
  })
}

/** The path's non-empty segments, percent-decoded; null when the encoding is malformed. */
function pathSegments(path: string): string[] | null {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return null
  }
}

function match(pattern: Segment[], segments: string[]): Record<string, string> | null {
  const params: Record<string, string> = {}
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index]
    if (segment === undefined) return null
    if (part.kind === 'rest') {
      params[part.name] = segments.slice(index).join('/')
      return params
    }
    if (part.kind === 'param') params[part.name] = segment
    else if (part.text !== segment) return null
  }
  return segments.length === pattern.length ? params : null
}
