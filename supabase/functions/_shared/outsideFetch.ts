import { type FetchLimits, readLimitedBytes, remoteUrl, withinTime } from './fediverseFetch.ts'

/**
 * Reading a page, a provider's answer or an image from an outside site, at an address the owner
 * gave or a page named: within a time limit (its body included) and a size limit, only of the
 * types asked for, following at most three redirects, each to an address the limits allow.
 */

/** Where a request to an outside site goes: to the site, or in tests to a stand-in for it. */
export type Reach = (url: URL) => URL

export const DIRECT: Reach = (url) => url

export type FetchFailure = 'refused' | 'failed' | 'too-slow' | 'too-large' | 'wrong-type'

export type Fetched =
  | { ok: true; url: URL; type: string; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; reason: FetchFailure }

export interface Wanted {
  accept: string
  /** The media types taken (`text/html`...); any other is `wrong-type`. */
  types: readonly string[]
  maxBytes: number
}

const MAX_REDIRECTS = 3

export async function fetchOutside(
  address: string,
  wanted: Wanted,
  limits: FetchLimits,
  reach: Reach,
): Promise<Fetched> {
  let url = remoteUrl(address, limits)
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!url) return { ok: false, reason: 'refused' }
    const current = url
    const outcome = await withinTime<Fetched | URL>(
      limits,
      { ok: false, reason: 'failed' },
      async (signal) => {
        try {
          return await fetchOnce(current, wanted, reach, signal)
        } catch {
          return { ok: false, reason: signal.aborted ? 'too-slow' : 'failed' }
        }
      },
    )
    if (!(outcome instanceof URL)) return outcome
    url = remoteUrl(outcome.href, limits)
  }
  return { ok: false, reason: 'failed' }
}

/** One request: its answer, or the address it redirects to. */
async function fetchOnce(
  url: URL,
  wanted: Wanted,
  reach: Reach,
  signal: AbortSignal,
): Promise<Fetched | URL> {
  const response = await fetch(reach(url), {
    headers: { Accept: wanted.accept },
    redirect: 'manual',
    signal,
  })
  const location = response.headers.get('location')
  if (response.status >= 300 && response.status < 400 && location !== null) {
    await response.body?.cancel()
    return new URL(location, url)
  }
  const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!response.ok || !wanted.types.includes(type)) {
    await response.body?.cancel()
    return { ok: false, reason: response.ok ? 'wrong-type' : 'failed' }
  }
  const bytes = await readLimitedBytes(response, wanted.maxBytes)
  return bytes === null ? { ok: false, reason: 'too-large' } : { ok: true, url, type, bytes }
}
