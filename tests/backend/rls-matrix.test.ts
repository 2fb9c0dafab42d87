import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import {
  type OtherAccount,
  anonClient,
  marker,
  otherAccount,
  ownerClient,
} from './support/clients.ts'
import { deleteRows } from './support/delete-rows.ts'

/**
 * Who may see and do what, table by table: an anonymous visitor, a signed-in account that is not
 * the owner, and the owner. Visitors and other accounts get exactly the same rights.
 */

type ContentTable =
  | 'blog_posts'
  | 'publications'
  | 'startup_experience_logos'
  | 'experiences'
  | 'earlier_experiences'
  | 'services'
  | 'testimonials'
  | 'contact_faqs'
type Row = Record<string, unknown>

interface ContentCase {
  table: ContentTable
  /** A row everyone may read. */
  visible: () => Row
  /** A row only the owner may read, for tables that have one. */
  hidden?: () => Row
  /** A column to change in update tests. */
  editable: string
}

const post = (published: boolean): Row => {
  const title = marker('RLS post')
  return {
    title,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    content: '<p>Body</p>',
    tags: ['Testing'],
    published,
    publish_date: published ? new Date().toISOString() : null,
  }
}

const cases: ContentCase[] = [
  { table: 'blog_posts', visible: () => post(true), hidden: () => post(false), editable: 'title' },
  {
    table: 'publications',
    visible: () => ({
      title: marker('RLS publication'),
      publication_name: 'Test Weekly',
      publication_url: 'https://example.com/article',
      published_date: '2026-01-02',
    }),
    editable: 'title',
  },
  {
    table: 'startup_experience_logos',
    visible: () => ({ company_name: marker('RLS logo') }),
    editable: 'company_name',
  },
  {
    table: 'experiences',
    visible: () => ({
      company: marker('RLS experience'),
      role: 'Advisor',
      period: '2020 - 2021',
      description: 'Work',
    }),
    editable: 'company',
  },
  {
    table: 'earlier_experiences',
    visible: () => ({ company: marker('RLS earlier'), description: 'Research' }),
    editable: 'company',
  },
  {
    table: 'services',
    visible: () => ({
      title: marker('RLS service'),
      subtitle: 'Sub',
      ideal_for: 'Everyone',
      whats_included: ['One thing'],
    }),
    editable: 'title',
  },
  {
    table: 'testimonials',
    visible: () => ({ quote: marker('RLS quote'), author_name: 'A', author_title: 'B' }),
    hidden: () => ({
      quote: marker('RLS hidden quote'),
      author_name: 'A',
      author_title: 'B',
      is_active: false,
    }),
    editable: 'quote',
  },
  {
    table: 'contact_faqs',
    visible: () => ({ question: marker('RLS question'), answer: 'Answer' }),
    hidden: () => ({ question: marker('RLS hidden question'), answer: 'Answer', is_active: false }),
    editable: 'question',
  },
]

let owner: BackendClient
let anon: BackendClient
let other: OtherAccount

beforeAll(async () => {
  owner = await ownerClient()
  anon = anonClient()
  other = await otherAccount()
})

afterAll(async () => {
  await other.remove()
})

async function insertAsOwner(table: ContentTable, row: Row): Promise<Row> {
  const { data, error } = await owner
    .from(table)
    .insert(row as never)
    .select()
    .single()
  if (error) throw new Error(`Owner insert into ${table} failed: ${error.message}`)
  return data
}

async function readById(client: BackendClient, table: ContentTable, id: unknown): Promise<Row[]> {
  const { data, error } = await client.from(table).select('*').eq('id', String(id))
  expect(error).toBeNull()
  return data ?? []
}

describe.each(cases)('$table', (spec) => {
  const ids: unknown[] = []
  afterAll(async () => {
    await deleteRows(owner, spec.table, ids)
  })

  it('is readable by everyone where public, and by the owner alone where not', async () => {
    const visible = await insertAsOwner(spec.table, spec.visible())
    ids.push(visible.id)
    for (const client of [anon, other.client, owner]) {
      expect(await readById(client, spec.table, visible.id)).toHaveLength(1)
    }
    if (spec.hidden) {
      const hidden = await insertAsOwner(spec.table, spec.hidden())
      ids.push(hidden.id)
      expect(await readById(anon, spec.table, hidden.id)).toHaveLength(0)
      expect(await readById(other.client, spec.table, hidden.id)).toHaveLength(0)
      expect(await readById(owner, spec.table, hidden.id)).toHaveLength(1)
    }
  })

  it('refuses inserts from visitors and other accounts', async () => {
    const asAnon = await anon.from(spec.table).insert(spec.visible() as never)
    expect(asAnon.error?.code).toBe('42501')
    expect(asAnon.status).toBe(401)

    const asOther = await other.client.from(spec.table).insert(spec.visible() as never)
    expect(asOther.error?.code).toBe('42501')
    expect(asOther.status).toBe(403)
  })

  it('lets only the owner update rows', async () => {
    const row = await insertAsOwner(spec.table, spec.visible())
    ids.push(row.id)
    const change = { [spec.editable]: marker('changed') }

    const asAnon = await anon
      .from(spec.table)
      .update(change as never)
      .eq('id', String(row.id))
      .select()
    expect(asAnon.error?.code).toBe('42501')

    const asOther = await other.client
      .from(spec.table)
      .update(change as never)
      .eq('id', String(row.id))
      .select()
    expect(asOther.error).toBeNull()
    expect(asOther.data).toEqual([])
    expect((await readById(owner, spec.table, row.id))[0]?.[spec.editable]).toBe(row[spec.editable])

    const asOwner = await owner
      .from(spec.table)
      .update(change as never)
      .eq('id', String(row.id))
      .select()
    expect(asOwner.error).toBeNull()
    const updated = (asOwner.data as Row[])[0]
    expect(updated?.[spec.editable]).toBe(change[spec.editable])
    // updated_at moves on every write: the desktop app detects conflicts with it.
    expect(updated?.updated_at).not.toBe(row.updated_at)
  })

  it('lets only the owner delete rows', async () => {
    const row = await insertAsOwner(spec.table, spec.visible())
    ids.push(row.id)

    const asAnon = await anon.from(spec.table).delete().eq('id', String(row.id))
    expect(asAnon.error?.code).toBe('42501')

    const asOther = await other.client.from(spec.table).delete().eq('id', String(row.id)).select()
    expect(asOther.data).toEqual([])
    expect(await readById(owner, spec.table, row.id)).toHaveLength(1)

    const asOwner = await owner.from(spec.table).delete().eq('id', String(row.id)).select()
    expect(asOwner.data).toHaveLength(1)
    expect(await readById(owner, spec.table, row.id)).toHaveLength(0)
  })
})

describe('contact_submissions', () => {
  const submission = () => ({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    company: null,
    subject: marker('RLS enquiry'),
    message: 'Hello',
  })

  afterAll(async () => {
    await owner.from('contact_submissions').delete().like('subject', 'RLS enquiry%')
  })

  it('accepts a visitor enquiry that the visitor cannot read back', async () => {
    const sent = submission()
    const insert = await anon.from('contact_submissions').insert(sent)
    expect(insert.error).toBeNull()
    expect(insert.status).toBe(201)

    const readBack = await anon.from('contact_submissions').insert(submission()).select()
    expect(readBack.error?.code).toBe('42501')

    const asAnon = await anon.from('contact_submissions').select('*').eq('subject', sent.subject)
    expect(asAnon.error?.code).toBe('42501')

    const asOther = await other.client
      .from('contact_submissions')
      .select('*')
      .eq('subject', sent.subject)
    expect(asOther.data).toEqual([])

    const asOwner = await owner.from('contact_submissions').select('*').eq('subject', sent.subject)
    expect(asOwner.data).toHaveLength(1)
  })

  it('lets an enquiry carry only the form fields', async () => {
    const backdated = await anon
      .from('contact_submissions')
      .insert({ ...submission(), created_at: '2020-01-01T00:00:00Z' })
    expect(backdated.error?.code).toBe('42501')
  })

  it('lets only the owner delete enquiries, and nobody edit them', async () => {
    const sent = submission()
    await anon.from('contact_submissions').insert(sent)

    const anonDelete = await anon.from('contact_submissions').delete().eq('subject', sent.subject)
    expect(anonDelete.error?.code).toBe('42501')
    const otherDelete = await other.client
      .from('contact_submissions')
      .delete()
      .eq('subject', sent.subject)
      .select()
    expect(otherDelete.data).toEqual([])

    // Refused by the local backend's contract before the database, which refuses it too
    // (grants-outside-the-api.test.ts); hosted Supabase answers the database's 42501.
    const ownerEdit = await owner
      .from('contact_submissions')
      .update({ message: 'changed' })
      .eq('subject', sent.subject)
    expect(ownerEdit.status).toBeGreaterThanOrEqual(400)
    expect(ownerEdit.status).toBeLessThan(500)
    const unchanged = await owner
      .from('contact_submissions')
      .select('message')
      .eq('subject', sent.subject)
    expect(unchanged.data).toEqual([{ message: sent.message }])

    const ownerDelete = await owner
      .from('contact_submissions')
      .delete()
      .eq('subject', sent.subject)
      .select()
    expect(ownerDelete.data).toHaveLength(1)
  })
})

describe('site_owner', () => {
  it('is not readable through the API by anyone', async () => {
    // The local backend's contract has no such table; hosted Supabase answers the database's
    // 42501, which the database gives locally too (grants-outside-the-api.test.ts).
    for (const client of [anon, other.client, owner]) {
      const { data, status } = await client.from('site_owner').select('*')
      expect(data).toBeNull()
      expect([401, 403, 404]).toContain(status)
    }
  })

  it('is summarised for everyone by site_has_owner()', async () => {
    for (const client of [anon, other.client, owner]) {
      const { data, error } = await client.rpc('site_has_owner')
      expect(error).toBeNull()
      expect(data).toBe(true)
    }
  })
})
