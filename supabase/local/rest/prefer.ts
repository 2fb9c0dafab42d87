import { PRODUCT_CONTRACT } from '../contract.ts'
import { outsideContract } from './errors.ts'

/**
 * The `Prefer` header (RFC 7240: comma-separated tokens over any number of headers, the first
 * of each kind wins). A preference PostgREST honours must be one the contract lists, or it is
 * refused, naming it; one PostgREST does not know is ignored, as PostgREST ignores it.
 */
export interface Preferences {
  return: 'representation' | 'minimal'
  count: 'exact' | null
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null
}

const TOKENS: readonly string[] = PRODUCT_CONTRACT.rest.prefer
const POSTGREST_PREFERENCES = [
  'return',
  'count',
  'resolution',
  'tx',
  'missing',
  'handling',
  'timezone',
  'max-affected',
  'params',
]

export function parsePreferences(header: string | undefined): Preferences {
  const chosen = new Map<string, string>()
  for (const token of (header ?? '').split(',').map((part) => part.trim())) {
    const [name = '', value = ''] = token.split('=')
    if (!POSTGREST_PREFERENCES.includes(name)) continue
    if (!TOKENS.includes(token)) {
      throw outsideContract(`The Prefer token '${token}'`, `the Prefer tokens ${TOKENS.join(', ')}`)
    }
    if (!chosen.has(name)) chosen.set(name, value)
  }
  const resolution = chosen.get('resolution')
  return {
    return: chosen.get('return') === 'representation' ? 'representation' : 'minimal',
    count: chosen.has('count') ? 'exact' : null,
    resolution:
      resolution === 'merge-duplicates' || resolution === 'ignore-duplicates' ? resolution : null,
  }
}
