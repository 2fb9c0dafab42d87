/**
 * Why the server ended the session a client held: 'idle' when Auth's inactivity timeout said so,
 * 'expired' past the session's own deadline (which the database keeps at both its inactivity and
 * its time limit, so Auth's refusal cannot tell which), or 'ended': signed out on another device,
 * or after a password or two-factor change. Null when this app ended it, such as with Sign Out.
 */
export type SessionEndReason = 'idle' | 'expired' | 'ended'

/** The reason the last refusal of a client's session gave, kept until it is read. */
export interface SessionEndRecorder {
  /** The refusal last seen, and forgets it. */
  take: () => SessionEndReason | null
  /** A fetch that records Auth's refusals of the session as they pass. */
  fetch: typeof fetch
}

export function sessionEndRecorder(base: typeof fetch = fetch): SessionEndRecorder {
  let last: SessionEndReason | null = null
  return {
    take: () => {
      const reason = last
      last = null
      return reason
    },
    fetch: async (input, init) => {
      const response = await base(input, init)
      if (response.status === 400 || response.status === 403) {
        const reason = await refusalOf(requestUrl(input), response.clone())
        if (reason) last = reason
      }
      return response
    },
  }
}

/** What an Auth answer says about the session: only refreshes and user reads are looked at. */
async function refusalOf(url: string, response: Response): Promise<SessionEndReason | null> {
  const path = new URL(url).pathname
  const refresh = path.endsWith('/auth/v1/token') && url.includes('grant_type=refresh_token')
  if (!refresh && !path.endsWith('/auth/v1/user')) return null
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null
  const code = answer?.code ?? answer?.error_code
  const message = [answer?.message, answer?.msg].find((text) => typeof text === 'string') ?? ''
  if (code === 'session_expired') return message.includes('Inactivity') ? 'idle' : 'expired'
  if (
    code === 'session_not_found' ||
    code === 'refresh_token_not_found' ||
    code === 'refresh_token_already_used'
  ) {
    return 'ended'
  }
  return null
}

function requestUrl(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input
  return input instanceof URL ? input.href : input.url
}
