import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, isPostgresError } from '../../supabase/local/database/Database.ts'
import {
  CONTACT_FIELDS,
  type ContactField,
  EMAIL_MAX_LENGTH,
  contactFieldProblem,
  isEmailAddress,
} from '../../supabase/functions/_shared/formRules.ts'
import { openMigratedDatabase } from './support/migrated-database.ts'
import { backendTarget, isLocal } from './support/target.ts'

/**
 * The rules visitors' forms and the Edge Functions check (formRules.ts) and the tables' check
 * constraints (the migrations) say the same: each value is accepted or refused by both.
 */

const suite = backendTarget()
const ROLLED_BACK = new Error('rolled back')
const CHECK_VIOLATION = '23514'

const COLUMNS: Record<ContactField, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  company: 'company',
  subject: 'subject',
  message: 'message',
}

const VALID: Record<ContactField, string> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  subject: 'A question',
  message: 'Hello.',
}

/** An address of exactly `length` characters. */
const addressOf = (length: number) =>
  `${'a'.repeat(length - 'a@example.com'.length + 1)}@example.com`

const EMAILS = [
  'ada@example.com',
  'a.b+c@sub.example.co.uk',
  addressOf(EMAIL_MAX_LENGTH),
  addressOf(EMAIL_MAX_LENGTH + 1),
  'ada',
  'ada@',
  '@example.com',
  'ada@example',
  'a da@example.com',
  'ada@@example.com',
  'ada@exa mple.com',
]

describe.runIf(isLocal(suite))('form rules and the database agree', () => {
  let db: Database

  beforeAll(async () => {
    db = await openMigratedDatabase()
  })

  afterAll(async () => {
    await db.close()
  })

  /** Whether the table takes the row: written, then rolled back. */
  function accepts(table: string, row: Record<string, string | null>): Promise<boolean> {
    const columns = Object.keys(row)
    const values = columns.map((_, index) => `$${index + 1}`).join(', ')
    return db
      .transaction<never>(async (session) => {
        await session.execute(
          `insert into public.${table} (${columns.join(', ')}) values (${values})`,
          Object.values(row),
        )
        throw ROLLED_BACK
      })
      .catch((error: unknown) => {
        if (error === ROLLED_BACK) return true
        if (isPostgresError(error) && error.code === CHECK_VIOLATION) return false
        throw error
      })
  }

  const enquiry = (values: Record<ContactField, string>) =>
    Object.fromEntries(
      (Object.keys(COLUMNS) as ContactField[]).map((field) => [
        COLUMNS[field],
        field === 'company' && values.company === '' ? null : values[field],
      ]),
    )

  it.each(Object.keys(CONTACT_FIELDS) as ContactField[])(
    '%s: the same lengths, and the same blank values, on both sides',
    async (field) => {
      const { max } = CONTACT_FIELDS[field]
      const stem = field === 'email' ? '@example.com' : ''
      for (const text of [
        '',
        'x'.repeat(max - stem.length) + stem,
        'x'.repeat(max - stem.length + 1) + stem,
      ]) {
        const formAccepts = contactFieldProblem(field, text) === null
        const tableAccepts = await accepts(
          'contact_submissions',
          enquiry({ ...VALID, [field]: text }),
        )
        expect({ text: text.slice(0, 20), length: text.length, tableAccepts }).toEqual({
          text: text.slice(0, 20),
          length: text.length,
          tableAccepts: formAccepts,
        })
      }
    },
  )

  it.each(EMAILS)('the address %s is accepted by both or by neither', async (email) => {
    const expected = isEmailAddress(email)
    expect(await accepts('contact_submissions', enquiry({ ...VALID, email }))).toBe(expected)
    expect(
      await accepts('newsletter_subscribers', {
        email: email.toLowerCase(),
        unsubscribe_token: crypto.randomUUID(),
      }),
    ).toBe(expected)
  })
})
