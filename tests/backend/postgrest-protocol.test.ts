import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import { anonClient, marker, ownerClient } from './support/clients.ts'
import { restRequest } from './support/rest-request.ts'

/**
 * The PostgREST behaviour supabase-js depends on, in the part of it the product's contract
 * lists: filters, ordering, ranges, counts, singular responses, writes and their preferences,
 * and RPC (bad requests: refusals.test.ts; what the contract leaves out:
 * contract-refusals.test.ts).
 */

let owner: BackendClient
let anon: BackendClient
const tag = marker('protocol').replaceAll(' ', '-')
const names = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']

beforeAll(async () => {
  owner = await ownerClient()
  anon = anonClient()
  const { error } = await owner.from('startup_experience_logos').insert(
    names.map((name, index) => ({
      company_name: `${tag} ${name}`,
      company_url: index % 2 === 0 ? `https://${name.toLowerCase()}.example` : null,
      display_order: index,
    })),
  )
  if (error) throw new Error(error.message)
})

afterAll(async () => {
  await owner.from('startup_experience_logos').delete().like('company_name', `${tag}%`)
})

/** The logos this file created, through the given query refinement. */
const logos = () =>
  anon
    .from('startup_experience_logos')
    .select('company_name, display_order')
    .like('company_name', `${tag}%`)
const companyNames = (rows: { company_name: string }[] | null) =>
  (rows ?? []).map((row) => row.company_name.slice(tag.length + 1))

describe('reading', () => {
  it('filters with eq, gt, lt, like, is and not.is', async () => {
    expect(companyNames((await logos().eq('display_order', 2)).data)).toEqual(['Charlie'])
    expect(companyNames((await logos().gt('display_order', 3)).data)).toEqual(['Echo'])
    expect(companyNames((await logos().lt('display_order', 1)).data)).toEqual(['Alpha'])
    expect(
      companyNames(
        (await logos().gt('display_order', 0).lt('display_order', 3).order('display_order')).data,
      ),
    ).toEqual(['Bravo', 'Charlie'])
    expect(companyNames((await logos().like('company_name', `%${tag} D*`)).data)).toEqual(['Delta'])
    expect(
      companyNames((await logos().is('company_url', null).order('display_order')).data),
    ).toEqual(['Bravo', 'Delta'])
    expect(
      companyNames((await logos().not('company_url', 'is', null).order('display_order')).data),
    ).toEqual(['Alpha', 'Charlie', 'Echo'])
  })

  it('orders by several keys with nulls first or last', async () => {
    const nullsFirst = await logos()
      .order('company_url', { ascending: true, nullsFirst: true })
      .order('display_order')
    expect(companyNames(nullsFirst.data)).toEqual(['Bravo', 'Delta', 'Alpha', 'Charlie', 'Echo'])
    const nullsLast = await logos()
      .order('company_url', { ascending: false, nullsFirst: false })
      .order('display_order')
    expect(companyNames(nullsLast.data)).toEqual(['Echo', 'Charlie', 'Alpha', 'Bravo', 'Delta'])
  })

  it('pages with limit and range, and counts exactly', async () => {
    expect(companyNames((await logos().order('display_order').limit(2)).data)).toEqual([
      'Alpha',
      'Bravo',
    ])
    const page = await logos().order('display_order').range(1, 2)
    expect(companyNames(page.data)).toEqual(['Bravo', 'Charlie'])

    const counted = await anon
      .from('startup_experience_logos')
      .select('*', { count: 'exact' })
      .like('company_name', `${tag}%`)
      .range(0, 1)
    expect(counted.count).toBe(5)
    expect(counted.data).toHaveLength(2)
  })

  it('reports Content-Range, 206 for part of a counted read and 416 past its end', async () => {
    const path = `/startup_experience_logos?select=company_name&company_name=like.${encodeURIComponent(tag)}*&order=display_order`
    const part = await restRequest(`${path}&offset=1&limit=3`, {
      headers: { Prefer: 'count=exact' },
    })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('1-3/5')
    expect(part.body).toHaveLength(3)
    const past = await restRequest(`${path}&offset=6`, { headers: { Prefer: 'count=exact' } })
    expect(past.status).toBe(416)
    expect(past.body).toMatchObject({ code: 'PGRST103' })
  })

  it('returns one object for single(), and a 406 when there is not exactly one row', async () => {
    const one = await logos().eq('display_order', 0).single()
    expect(one.data?.company_name).toBe(`${tag} Alpha`)

    const none = await logos().eq('display_order', 99).single()
    expect(none.status).toBe(406)
    expect(none.error).toMatchObject({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      message: 'Cannot coerce the result to a single JSON object',
    })

    const many = await logos().single()
    expect(many.error?.details).toBe('The result contains 5 rows')
  })

  it('returns null for maybeSingle() when nothing matches', async () => {
    const { data, error } = await logos().eq('display_order', 99).maybeSingle()
    expect(error).toBeNull()
    expect(data).toBeNull()
  })

  it('selects renamed columns', async () => {
    const response = await restRequest(
      `/startup_experience_logos?select=name:company_name,position:display_order&company_name=eq.${encodeURIComponent(`${tag} Bravo`)}`,
    )
    expect(response.body).toEqual([{ name: `${tag} Bravo`, position: 1 }])
  })
})

describe('writing', () => {
  it('inserts many rows and returns them with return=representation', async () => {
    const { data, error } = await owner
      .from('contact_faqs')
      .insert([
        { question: `${tag} Q1`, answer: 'A1', display_order: 6 },
        { question: `${tag} Q2`, answer: 'A2', display_order: 7 },
      ])
      .select('question, display_order, is_active')
    expect(error).toBeNull()
    expect(data).toEqual([
      { question: `${tag} Q1`, display_order: 6, is_active: true },
      { question: `${tag} Q2`, display_order: 7, is_active: true },
    ])
    await owner.from('contact_faqs').delete().like('question', `${tag}%`)
  })

  it('fills a key that one row of a batch leaves out with NULL', async () => {
    const rows = [
      { question: `${tag} Q3`, answer: 'A3' },
      { question: `${tag} Q4`, answer: 'A4', display_order: 9 },
    ]
    const withNull = await owner.from('contact_faqs').insert(rows)
    expect(withNull.error?.code).toBe('23502')
    const { data } = await owner.from('contact_faqs').select('id').like('question', `${tag}%`)
    expect(data).toEqual([])
  })

  it('upserts on the primary key', async () => {
    const id = crypto.randomUUID()
    const question = `${tag} upsert`
    await owner.from('contact_faqs').upsert({ id, question, answer: 'first' })
    const { data, error } = await owner
      .from('contact_faqs')
      .upsert({ id, question, answer: 'second' })
      .select('answer')
    expect(error).toBeNull()
    expect(data).toEqual([{ answer: 'second' }])
    await owner.from('contact_faqs').delete().eq('id', id)
  })

  it('returns nothing with the default return=minimal', async () => {
    const response = await restRequest('/contact_submissions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@example.com',
        subject: `${tag} minimal`,
        message: 'Hi',
      }),
    })
    expect(response.status).toBe(201)
    expect(response.body).toBeNull()
    await owner.from('contact_submissions').delete().eq('subject', `${tag} minimal`)
  })

  it('refuses an update or delete without a filter, as hosted Supabase does', async () => {
    const token = (await owner.auth.getSession()).data.session?.access_token ?? ''
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
    const update = await restRequest('/contact_faqs', {
      method: 'PATCH',
      headers,
      body: '{"answer":"x"}',
    })
    expect(update.status).toBe(400)
    expect(update.body).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' })
    const remove = await restRequest('/contact_faqs', { method: 'DELETE', headers })
    expect(remove.status).toBe(400)
    expect(remove.body).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' })
  })

  it('updates nothing for an empty body, filtered or not, as PostgREST does', async () => {
    const token = (await owner.auth.getSession()).data.session?.access_token ?? ''
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
    const { data: faq } = await owner.from('contact_faqs').select('id, answer').limit(1).single()
    const filtered = await restRequest(`/contact_faqs?id=eq.${faq?.id ?? ''}`, {
      method: 'PATCH',
      headers,
      body: '{}',
    })
    expect(filtered.status).toBe(204)
    expect(filtered.headers.get('content-range')).toBe('*/*')
    const represented = await restRequest('/contact_faqs?select=id', {
      method: 'PATCH',
      headers: { ...headers, Prefer: 'return=representation' },
      body: '{}',
    })
    expect(represented.status).toBe(200)
    expect(represented.body).toEqual([])
    const { data: after } = await owner
      .from('contact_faqs')
      .select('answer')
      .eq('id', faq?.id ?? '')
      .single()
    expect(after?.answer).toBe(faq?.answer)
  })

  it('reports constraint violations with the constraint name', async () => {
    const badSlug = await owner
      .from('blog_posts')
      .insert({ title: 'T', slug: 'Not A Slug', content: 'c', tags: ['x'] })
    expect(badSlug.status).toBe(400)
    expect(badSlug.error?.code).toBe('23514')
    expect(badSlug.error?.message).toContain('blog_posts_slug_format')

    const duplicate = await owner
      .from('blog_posts')
      .insert({ title: 'T', slug: 'the-scale-up-gap', content: 'c', tags: ['x'] })
    expect(duplicate.status).toBe(409)
    expect(duplicate.error?.code).toBe('23505')
  })

  it('rolls back a write that asked for one row and touched none', async () => {
    const { error, status } = await owner
      .from('contact_faqs')
      .update({ answer: 'x' })
      .eq('id', '00000000-0000-0000-0000-000000000000')
      .select()
      .single()
    expect(status).toBe(406)
    expect(error?.code).toBe('PGRST116')
  })
})

describe('RPC', () => {
  it('calls a function with no arguments', async () => {
    const { data, error } = await anon.rpc('site_has_owner')
    expect(error).toBeNull()
    expect(data).toBe(true)
  })

  it('answers 404 for an unknown function', async () => {
    const response = await restRequest('/rpc/no_such_function', { method: 'POST', body: '{}' })
    expect(response.status).toBe(404)
    expect(response.body).toMatchObject({ code: 'PGRST202' })
  })

  it('does not expose the private helpers', async () => {
    const response = await restRequest('/rpc/is_owner', { method: 'POST', body: '{}' })
    expect(response.status).toBe(404)
  })
})
