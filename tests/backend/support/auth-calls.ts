import type { BackendTarget } from './target.ts'

/** User agents as the desktop app (Electron names itself) and a browser send them. */
export const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) ContentManager/0.1.0 Chrome/140.0.7339.80 Electron/45.4.1 Safari/537.36'
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

export interface TokenPair {
  access_token: string
  refresh_token: string
}

export interface Answer {
  status: number
  body: Record<string, unknown>
}

/** A call to the backend over HTTP as a plain client with this user agent. */
export async function call(
  target: BackendTarget,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; userAgent?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${target.url}${path}`, {
    method,
    headers: {
      apikey: target.anonKey,
      'Content-Type': 'application/json',
      'User-Agent': options.userAgent ?? BROWSER_USER_AGENT,
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? null : JSON.stringify(options.body),
  })
  const text = await response.text()
  const body: unknown = text === '' ? {} : JSON.parse(text)
  return {
    status: response.status,
    body: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : { body },
  }
}

/** The owner signs in with their password from a client with this user agent. */
export async function ownerSignIn(
  target: BackendTarget,
  userAgent = BROWSER_USER_AGENT,
  password = target.owner.password,
): Promise<TokenPair> {
  const answer = await call(target, 'POST', '/auth/v1/token?grant_type=password', {
    body: { email: target.owner.email, password },
    userAgent,
  })
  if (answer.status !== 200) throw new Error(`Sign-in failed: ${JSON.stringify(answer.body)}`)
  return answer.body as unknown as TokenPair
}

export function refresh(
  target: BackendTarget,
  refreshToken: string,
  userAgent = BROWSER_USER_AGENT,
): Promise<Answer> {
  return call(target, 'POST', '/auth/v1/token?grant_type=refresh_token', {
    body: { refresh_token: refreshToken },
    userAgent,
  })
}

/** An RPC of the Data API as the holder of this access token. */
export function rpc(
  target: BackendTarget,
  name: string,
  token: string,
  args: Record<string, unknown> = {},
): Promise<Answer> {
  return call(target, 'POST', `/rest/v1/rpc/${name}`, { body: args, token })
}

export function sessionIdOf(accessToken: string): string {
  const payload = accessToken.split('.')[1] ?? ''
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    session_id?: unknown
  }
  return typeof claims.session_id === 'string' ? claims.session_id : ''
}
