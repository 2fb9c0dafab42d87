/** The public range API of Have I Been Pwned: only a 5-character hash prefix ever leaves here. */
export const BREACH_RANGE_URL = 'https://api.pwnedpasswords.com/range/'

/** The live check starts once this many characters are typed (spec section 9). */
export const BREACH_CHECK_MIN_LENGTH = 6

/**
 * Whether the password appears in known data breaches, by k-anonymity: the SHA-1 hash's first
 * five characters are sent, the matching suffixes come back (padded with zero-count decoys),
 * and the comparison happens here. Throws when the service cannot be reached; callers then
 * allow the password (spec section 5).
 */
export async function isPasswordBreached(
  password: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(password))
  const hash = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()
  const prefix = hash.slice(0, 5)
  const suffix = hash.slice(5)
  const response = await fetchImpl(`${BREACH_RANGE_URL}${prefix}`, {
    headers: { 'Add-Padding': 'true' },
  })
  if (!response.ok) throw new Error(`The breach check answered ${response.status}`)
  const body = await response.text()
  return body.split(/\r?\n/).some((line) => {
    const [candidate, count] = line.trim().split(':')
    return candidate === suffix && Number(count) > 0
  })
}
