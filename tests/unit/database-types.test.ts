import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { TYPES_FILE, generateDatabaseTypes } from '../../scripts/gen-types.ts'

describe('supabase/functions/_shared/database.types.ts', () => {
  it('matches the migrations (run `npm run gen:types` after changing them)', async () => {
    expect(readFileSync(TYPES_FILE, 'utf8')).toBe(await generateDatabaseTypes())
  })
})
