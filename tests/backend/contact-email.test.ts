import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import { anonClient, ownerClient } from './support/clients.ts'
import { type OwnBackend, startOwnBackend } from './support/own-backend.ts'
import { invokeFunction } from './support/functions.ts'
import { mailTo } from './support/outbox.ts'
import { type Outbox, memoryOutbox } from '../../supabase/local/mail/outbox.ts'
import { backendTarget, isLocal } from './support/target.ts'

/** The send-contact-email function: stored first, then mailed to the owner; abuse refused. */

const suite = backendTarget()
let anon: BackendClient
let owner: BackendClient

beforeAll(async () => {
  anon = anonClient()
  owner = await ownerClient()
})

const enquiry = (changes: Record<string, string> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada-${randomUUID().slice(0, 8)}@example.com`,
  company: 'Analytical Engines',
  subject: `Scaling our team ${randomUUID().slice(0, 8)}`,
  message: 'We are growing fast and would like to talk.',
  ...changes,
})

const send = (client: BackendClient, body: Record<string, string>) =>
  invokeFunction(client, 'send-contact-email', body)

async function storedSubjects(subject: string) {
  const { data } = await owner.from('contact_submissions').select('subject').eq('subject', subject)
  return data ?? []
}

afterAll(async () => {
  await owner.from('contact_submissions').delete().like('subject', 'Scaling our team%')
})

describe('a valid enquiry', () => {
  it('is stored for the owner and mailed to them with the visitor as reply-to', async () => {
    const sent = enquiry()
    const result = await send(anon, sent)
    expect(result).toEqual({ status: 200, body: { message: 'Message sent' } })
    expect(await storedSubjects(sent.subject)).toHaveLength(1)

    if (isLocal(suite)) {
      const [mail] = await mailTo(suite, suite.owner.email)
      expect(mail).toMatchObject({ replyTo: sent.email, subject: `New enquiry: ${sent.subject}` })
      expect(mail?.text).toContain(sent.message)
    }
  })
})

describe('an enquiry sent again with the id of its first send', () => {
  it('is stored and mailed once: its answer had come too late for the page', async () => {
    const sent = { ...enquiry(), requestId: randomUUID() }
    expect(await send(anon, sent)).toEqual({ status: 200, body: { message: 'Message sent' } })
    expect(await send(anon, sent)).toEqual({ status: 200, body: { message: 'Message sent' } })
    expect(await storedSubjects(sent.subject)).toHaveLength(1)
    if (isLocal(suite)) {
      const mails = await mailTo(suite, suite.owner.email)
      expect(mails.filter((mail) => mail.subject === `New enquiry: ${sent.subject}`)).toHaveLength(
        1,
      )
    }
  })

  it('with an id this form does not make is refused', async () => {
    const sent = { ...enquiry(), requestId: 'not-an-id' }
    const result = await send(anon, sent)
    expect(result).toEqual({
      status: 400,
      body: { error: 'The message id is not one this form makes.' },
    })
    expect(await storedSubjects(sent.subject)).toEqual([])
  })
})

describe.runIf(isLocal(suite))('an enquiry whose notification mail failed', () => {
  let backend: OwnBackend
  let mailDown = true
  const kept = memoryOutbox()
  const outbox: Outbox = {
    ...kept,
    send: (message) =>
      mailDown ? Promise.reject(new Error('mail service unavailable')) : kept.send(message),
  }

  beforeAll(async () => {
    backend = await startOwnBackend({ args: ['--no-seed'], outbox })
  })

  afterAll(async () => {
    await backend.stop()
  })

  it('is kept, and sent again with its id mails the owner without storing it twice', async () => {
    const visitor = anonClient(backend.target)
    const sent = { ...enquiry(), requestId: randomUUID() }
    const first = await send(visitor, sent)
    expect(first.status).toBe(502)
    mailDown = false
    expect(await send(visitor, sent)).toEqual({ status: 200, body: { message: 'Message sent' } })
    expect(await send(visitor, sent)).toEqual({ status: 200, body: { message: 'Message sent' } })
    const owner = await ownerClient(backend.target)
    const { data } = await owner
      .from('contact_submissions')
      .select('subject')
      .eq('subject', sent.subject)
    expect(data).toHaveLength(1)
    expect(
      kept.list().filter((mail) => mail.subject === `New enquiry: ${sent.subject}`),
    ).toHaveLength(1)
  })
})

describe('a refused enquiry', () => {
  it.each([
    ['without a first name', { firstName: ' ' }, 'First name is required.'],
    ['with an invalid email', { email: 'not-an-email' }, 'Email must be a valid email address.'],
    [
      'with a message over 5,000 characters',
      { message: 'x'.repeat(5001) },
      'Message must be at most 5000 characters.',
    ],
  ])('%s gets a clear 400 and stores nothing', async (_case, changes, message) => {
    const sent = enquiry(changes)
    const result = await send(anon, sent)
    expect(result.status).toBe(400)
    expect(result.body?.error).toContain(message)
    expect(await storedSubjects(sent.subject)).toEqual([])
  })

  it('from a bot that fills the hidden field gets the usual answer, and nothing is kept or sent', async () => {
    const sent = { ...enquiry(), website: 'https://spam.example' }
    const result = await send(anon, sent)
    expect(result).toEqual({ status: 200, body: { message: 'Message sent' } })
    expect(await storedSubjects(sent.subject)).toEqual([])
    if (isLocal(suite))
      expect(await mailTo(suite, suite.owner.email)).not.toContainEqual(
        expect.objectContaining({ replyTo: sent.email }),
      )
  })

  it('without any token is refused by the gateway', async () => {
    const response = await fetch(`${suite.url}/functions/v1/send-contact-email`, {
      method: 'POST',
      body: JSON.stringify(enquiry()),
    })
    expect(response.status).toBe(401)
  })
})

describe.runIf(isLocal(suite))('the per-sender limit', () => {
  let backend: OwnBackend

  beforeAll(async () => {
    backend = await startOwnBackend({ args: ['--no-seed'] })
  })

  afterAll(async () => {
    await backend.stop()
  })

  it('refuses the sixth enquiry from one address within the hour, through the function and the API', async () => {
    const visitor = anonClient(backend.target)
    const accepted = Array.from({ length: 5 }, () => enquiry())
    for (const sent of accepted) {
      expect(await send(visitor, sent)).toEqual({ status: 200, body: { message: 'Message sent' } })
    }
    const sixth = await send(visitor, enquiry())
    expect(sixth.status).toBe(429)
    expect(sixth.body?.error).toBe(
      'Too many messages from your address. Please try again later or email me directly.',
    )

    // Made-up proxy headers do not make the same sender someone else.
    const disguise = { 'X-Forwarded-For': '203.0.113.7' }
    for (const header of [disguise, { 'CF-Connecting-IP': '203.0.113.8' }]) {
      const disguised = await invokeFunction(visitor, 'send-contact-email', enquiry(), header)
      expect(disguised.status).toBe(429)
    }

    const direct = await visitor
      .from('contact_submissions')
      .insert({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        subject: 'Direct',
        message: 'Through the API',
      })
      .setHeader('X-Forwarded-For', disguise['X-Forwarded-For'])
    expect(direct.status).toBe(429)

    const backendOwner = await ownerClient(backend.target)
    const { data } = await backendOwner.from('contact_submissions').select('subject')
    expect(data?.map((row) => row.subject).sort()).toEqual(
      accepted.map((sent) => sent.subject).sort(),
    )
  })
})
