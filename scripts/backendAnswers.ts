import type { BackendConfig } from '../shared/config/siteConfig.ts'

/**
 * Whether a Supabase backend answers at this address, within two seconds: its Auth health
 * check, asked with the API key as every request to a Supabase API must be (without it the
 * answer is 401), and believed only when it is Auth's own answer, not some other server's page.
 */
export async function backendAnswers({ url, anonKey }: BackendConfig): Promise<boolean> {
  try {
    const response = await fetch(`${url}/auth/v1/health`, {
      headers: { apikey: anonKey },
      signal: AbortSignal.timeout(2000),
    })
    if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) {
      return false
    }
    const answer: unknown = await response.json()
    return typeof answer === 'object' && answer !== null && 'name' in answer
  } catch {
    return false
  }
}
