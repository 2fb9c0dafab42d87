import { RestError } from './errors.ts'

/**
 * The `Prefer` header as PostgREST reads it (RFC 7240): comma-separated tokens over any number
 * of headers, the first of each kind wins, and unknown tokens are ignored unless
 * `handling=strict` asks for them to be refused (PGRST122).
 */
export interface Preferences {
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null
  return: 'representation' | 'minimal' | 'headers-only' | null
  count: 'exact' | 'planned' | 'estimated' | null
  tx: 'commit' | 'rollback' | null
  missing: 'default' | 'null' | null
  handling: 'strict' | 'lenient' | null
  timezone: string | null
  maxAffected: number | null
}

const CHOICES = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  tx: ['commit', 'rollback'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
} as const

type Choice = keyof typeof CHOICES

export function parsePreferences(header: string | undefined): Preferences {
  const chosen = new Map<Choice, string>()
  let timezone: string | null = null
  let maxAffected: number | null = null
  const invalid: string[] = []
  for (const token of (header ?? '').split(',').map((part) => part.trim())) {
    if (token === '') continue
    const equals = token.indexOf('=')
    const name = equals < 0 ? token : token.slice(0, equals)
    const value = equals < 0 ? '' : token.slice(equals + 1)
    if (name === 'timezone' && equals >= 0) {
      timezone ??= value
    } else if (name === 'max-affected' && equals >= 0) {
      if (/^\d{1,15}$/.test(value)) maxAffected ??= Number(value)
    } else if (isChoice(name) && (CHOICES[name] as readonly string[]).includes(value)) {
      if (!chosen.has(name)) chosen.set(name, value)
    } else {
      invalid.push(token)
    }
  }
  const pick = <C extends Choice>(choice: C) =>
    (chosen.get(choice) as (typeof CHOICES)[C][number] | undefined) ?? null
  const preferences: Preferences = {
    resolution: pick('resolution'),
    return: pick('return'),
    count: pick('count'),
    tx: pick('tx'),
    missing: pick('missing'),
    handling: pick('handling'),
    timezone,
    maxAffected,
  }
  if (preferences.handling === 'strict' && invalid.length > 0) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    )
  }
  return preferences
}

function isChoice(name: string): name is Choice {
  return Object.hasOwn(CHOICES, name)
}

/** What each kind of request reports as honoured, in PostgREST's order. */
export interface AppliedScope {
  resolution: boolean
  return: boolean
  missing: boolean
  maxAffected: boolean
}

export function appliedPreferences(preferences: Preferences, scope: AppliedScope): string | null {
  const strict = preferences.handling === 'strict'
  const applied = [
    scope.resolution && preferences.resolution && `resolution=${preferences.resolution}`,
    scope.missing && preferences.missing && `missing=${preferences.missing}`,
    scope.return && preferences.return && `return=${preferences.return}`,
    preferences.count && `count=${preferences.count}`,
    preferences.tx && `tx=${preferences.tx}`,
    preferences.handling && `handling=${preferences.handling}`,
    preferences.timezone && `timezone=${preferences.timezone}`,
    scope.maxAffected &&
      strict &&
      preferences.maxAffected !== null &&
      `max-affected=${preferences.maxAffected}`,
  ].filter((token): token is string => typeof token === 'string')
  return applied.length > 0 ? applied.join(', ') : null
}
