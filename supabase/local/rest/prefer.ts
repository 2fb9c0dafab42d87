/** The `Prefer` header preferences PostgREST honours and supabase-js sends, comma-joined. */
export interface Preferences {
  returnRepresentation: boolean
  countExact: boolean
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null
  missingDefault: boolean
  rollback: boolean
}

export function parsePreferences(header: string | undefined): Preferences {
  const tokens = new Set((header ?? '').split(',').map((token) => token.trim().toLowerCase()))
  return {
    returnRepresentation: tokens.has('return=representation'),
    // Planned and estimated counts are exact here: the tables are small.
    countExact: ['count=exact', 'count=planned', 'count=estimated'].some((t) => tokens.has(t)),
    resolution: tokens.has('resolution=merge-duplicates')
      ? 'merge-duplicates'
      : tokens.has('resolution=ignore-duplicates')
        ? 'ignore-duplicates'
        : null,
    missingDefault: tokens.has('missing=default'),
    rollback: tokens.has('tx=rollback'),
  }
}

/** The `Preference-Applied` header value for what was honoured. */
export function appliedPreferences(preferences: Preferences): string | null {
  const applied = [
    preferences.returnRepresentation ? 'return=representation' : null,
    preferences.countExact ? 'count=exact' : null,
    preferences.resolution ? `resolution=${preferences.resolution}` : null,
    preferences.missingDefault ? 'missing=default' : null,
    preferences.rollback ? 'tx=rollback' : null,
  ].filter((token) => token !== null)
  return applied.length > 0 ? applied.join(', ') : null
}
