import { beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import { anonClient, marker, ownerClient } from './support/clients.ts'
import { deleteRows } from './support/delete-rows.ts'

/** The reads and writes of spec section 7, as the site and the admin make them, on the demo content. */

let anon: BackendClient
let owner: BackendClient

beforeAll(async () => {
  anon = anonClient()
  owner = await ownerClient()
})

describe('blog posts', () => {
  it('Home: the 3 newest published posts', async () => {
    const { data, error } = await anon
      .from('blog_posts')
      .select('*')
      .eq('published', true)
      .order('publish_date', { ascending: false })
      .limit(3)
    expect(error).toBeNull()
    expect(data?.map((post) => post.slug)).toEqual([
      'the-scale-up-gap',
      'practical-playbook-for-ai-adoption',
      'product-market-fit-is-a-habit',
    ])
  })

  it('Blog list: published posts only, newest first, with the listed columns', async () => {
    const { data, error } = await anon
      .from('blog_posts')
      .select(
        'id, title, slug, excerpt, content, tags, featured, published, publish_date, read_time, featured_image_url, author, created_at',
      )
      .eq('published', true)
      .order('publish_date', { ascending: false, nullsFirst: false })
      .order('created_at', { ascending: false })
    expect(error).toBeNull()
    expect(data).toHaveLength(6)
    expect(data?.every((post) => post.published)).toBe(true)
    expect(data?.filter((post) => post.featured).map((post) => post.slug)).toEqual([
      'the-scale-up-gap',
      'practical-playbook-for-ai-adoption',
    ])
    expect(Object.keys(data?.[0] ?? {})).not.toContain('newsletter_sent')
    // Read time follows the rule: 200 words a minute, at least one minute.
    expect(data?.every((post) => post.read_time >= 1)).toBe(true)
  })

  it('Post page: one published post by slug; a draft is not found', async () => {
    const found = await anon
      .from('blog_posts')
      .select('*')
      .eq('slug', 'the-scale-up-gap')
      .eq('published', true)
      .single()
    expect(found.data?.title).toContain('The Scale-up Gap')

    const draft = await anon
      .from('blog_posts')
      .select('*')
      .eq('slug', 'notes-on-pricing-ai-features')
      .eq('published', true)
      .single()
    expect(draft.data).toBeNull()
    expect(draft.error?.code).toBe('PGRST116')
  })

  it('gives a visitor who asks for drafts none', async () => {
    const { data, error } = await anon.from('blog_posts').select('title').eq('published', false)
    expect(error).toBeNull()
    expect(data).toEqual([])
  })

  it('Admin list: every post, newest created first, drafts included', async () => {
    const { data } = await owner
      .from('blog_posts')
      .select('*')
      .order('created_at', { ascending: false })
    expect(data).toHaveLength(7)
    expect(data?.[0]?.slug).toBe('notes-on-pricing-ai-features')
    expect(data?.[0]?.published).toBe(false)
  })

  it('Tag suggestions: the tags of posts and publications', async () => {
    const posts = await anon.from('blog_posts').select('tags').not('tags', 'is', null)
    const publications = await anon.from('publications').select('tags').not('tags', 'is', null)
    const tags = [
      ...new Set([
        ...(posts.data ?? []).flatMap((row) => row.tags),
        ...(publications.data ?? []).flatMap((row) => row.tags),
      ]),
    ].sort()
    expect(tags).toContain('AI Implementation')
    expect(tags).toContain('Due Diligence')
    expect(new Set(tags).size).toBe(tags.length)
  })

  it('Editor: create, read by id, publish, unpublish and delete a post', async () => {
    const title = marker('Contract post')
    const slug = title.toLowerCase().replaceAll(' ', '-')
    const created = await owner
      .from('blog_posts')
      .insert({ title, slug, content: '<p>Draft body</p>', tags: ['Testing'], read_time: 1 })
      .select('id')
      .single()
    expect(created.error).toBeNull()
    const id = created.data?.id ?? ''

    const before = await owner
      .from('blog_posts')
      .select('published, newsletter_sent')
      .eq('id', id)
      .single()
    expect(before.data).toEqual({ published: false, newsletter_sent: false })

    const publishDate = new Date().toISOString()
    await owner
      .from('blog_posts')
      .update({ published: true, publish_date: publishDate })
      .eq('id', id)
    const visible = await anon
      .from('blog_posts')
      .select('slug')
      .eq('slug', slug)
      .eq('published', true)
    expect(visible.data).toHaveLength(1)

    await owner.from('blog_posts').update({ published: false, publish_date: null }).eq('id', id)
    const hidden = await anon.from('blog_posts').select('slug').eq('slug', slug)
    expect(hidden.data).toHaveLength(0)

    const removed = await owner.from('blog_posts').delete().eq('id', id).select('id')
    expect(removed.data).toEqual([{ id }])
  })
})

describe('the other public content', () => {
  it('Publications: all, newest published date first', async () => {
    const { data } = await anon
      .from('publications')
      .select('*')
      .order('published_date', { ascending: false })
    expect(data?.map((row) => row.published_date)).toEqual([
      '2026-06-12',
      '2026-04-03',
      '2025-11-20',
      '2025-07-08',
    ])
  })

  it.each([
    ['startup_experience_logos', 6],
    ['experiences', 4],
    ['earlier_experiences', 3],
    ['services', 3],
  ] as const)('%s: all, by display order', async (table, count) => {
    const { data, error } = await anon
      .from(table)
      .select('*')
      .order('display_order', { ascending: true })
    expect(error).toBeNull()
    expect(data).toHaveLength(count)
    const orders = (data ?? []).map((row) => row.display_order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  it('Testimonials: the public sees the active ones, the owner all of them', async () => {
    const active = await anon
      .from('testimonials')
      .select('*')
      .eq('is_active', true)
      .order('display_order')
    expect(active.data).toHaveLength(2)
    const everyone = await anon.from('testimonials').select('*').order('display_order')
    expect(everyone.data).toHaveLength(2)
    const all = await owner.from('testimonials').select('*').order('display_order')
    expect(all.data).toHaveLength(3)
  })

  it('Contact FAQs: the public sees the active ones, the owner all of them', async () => {
    const active = await anon
      .from('contact_faqs')
      .select('*')
      .eq('is_active', true)
      .order('display_order', { ascending: true })
    expect(active.data).toHaveLength(3)
    const all = await owner.from('contact_faqs').select('*').order('display_order')
    expect(all.data).toHaveLength(4)
  })

  it('Services keep their included items in order', async () => {
    const { data } = await anon
      .from('services')
      .select('title, whats_included')
      .order('display_order')
      .limit(1)
    expect(data?.[0]?.whats_included).toHaveLength(4)
  })

  it('puts a new item of an ordered list at the end unless it names a place', async () => {
    const orders = async () =>
      (
        (await owner.from('services').select('display_order').order('display_order')).data ?? []
      ).map((row) => row.display_order)
    const highest = Math.max(...(await orders()))
    const service = { title: marker('Last'), subtitle: 'New', ideal_for: 'Anyone' }
    const added = await owner.from('services').insert(service).select('id, display_order').single()
    expect(added.data?.display_order).toBe(highest + 1)
    const placed = await owner
      .from('services')
      .insert({ ...service, title: marker('First'), display_order: -1 })
      .select('id, display_order')
      .single()
    expect(placed.data?.display_order).toBe(-1)
    await deleteRows(owner, 'services', [added.data?.id, placed.data?.id])

    // Hidden rows count: a new inactive FAQ comes after every other one.
    const faq = await owner
      .from('contact_faqs')
      .insert({ question: marker('Q'), answer: 'A', is_active: false })
      .select('id, display_order')
      .single()
    const highestFaq = (await owner.from('contact_faqs').select('display_order')).data ?? []
    expect(faq.data?.display_order).toBe(Math.max(...highestFaq.map((row) => row.display_order)))
    await owner
      .from('contact_faqs')
      .delete()
      .eq('id', faq.data?.id ?? '')
  })
})

describe('contact form', () => {
  const enquiry = (changes: Record<string, string> = {}) => ({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    subject: marker('Contract enquiry'),
    message: 'I would like to talk about scaling our team.',
    ...changes,
  })

  it('stores a visitor enquiry for the owner', async () => {
    const sent = enquiry()
    const { error, status } = await anon.from('contact_submissions').insert(sent)
    expect(error).toBeNull()
    expect(status).toBe(201)
    const stored = await owner
      .from('contact_submissions')
      .select('*')
      .eq('subject', sent.subject)
      .single()
    expect(stored.data).toMatchObject(sent)
    await owner.from('contact_submissions').delete().eq('subject', sent.subject)
  })

  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'contact_submissions_email_format'],
    ['a blank first name', { first_name: '   ' }, 'contact_submissions_first_name_length'],
    [
      'a message over 5,000 characters',
      { message: 'x'.repeat(5001) },
      'contact_submissions_message_length',
    ],
    [
      'a subject over 200 characters',
      { subject: 'x'.repeat(201) },
      'contact_submissions_subject_length',
    ],
  ])('refuses %s with a named constraint', async (_case, changes, constraint) => {
    const { error, status } = await anon.from('contact_submissions').insert(enquiry(changes))
    expect(status).toBe(400)
    expect(error?.code).toBe('23514')
    expect(error?.message).toContain(constraint)
  })
})
