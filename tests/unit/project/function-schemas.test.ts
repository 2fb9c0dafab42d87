import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  FUNCTION_SCHEMAS_FOLDER,
  MIGRATIONS_FOLDER,
  comparableStatement,
  latestFunctionDefinitions,
} from '../../../scripts/schemas/functionDefinitions.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const latest = latestFunctionDefinitions(root)

describe('supabase/schemas/functions', () => {
  it.each([...latest.values()])('holds $name as $migration defines it', (definition) => {
    const file = join(FUNCTION_SCHEMAS_FOLDER, `${definition.name}.sql`)
    const where = `${definition.name}: ${join(MIGRATIONS_FOLDER, definition.migration)}`
    expect(existsSync(join(root, file)), `${where} defines it; ${file} is missing`).toBe(true)
    const schema = readFileSync(join(root, file), 'utf8')
    expect(
      comparableStatement(schema),
      `${where} defines it differently from ${file}: make the two the same`,
    ).toBe(comparableStatement(definition.statement))
  })

  it('holds no function the migrations do not leave in place', () => {
    const files = readdirSync(join(root, FUNCTION_SCHEMAS_FOLDER))
    const stray = files.filter((file) => !latest.has(file.replace(/\.sql$/, '')))
    expect(stray).toEqual([])
  })
})
