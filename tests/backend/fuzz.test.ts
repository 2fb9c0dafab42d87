import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageBytes } from '../support/images.ts'
import { anonClient, ownerClient, serviceClient } from './support/clients.ts'
import { type OwnBackend, startOwnBackend } from './support/own-backend.ts'
import { type ServiceName, answerProblem } from './support/fuzz/answers.ts'
import { authRequest } from './support/fuzz/auth.ts'
import { type Credentials, untrustedCredentials } from './support/fuzz/credentials.ts'
import { functionsRequest } from './support/fuzz/functions.ts'
import { postgrestRequest } from './support/fuzz/postgrest.ts'
import { type FuzzRequest, describeRequest, send, withCredentials } from './support/fuzz/request.ts'
import { FOUND_BY_FUZZING } from './support/fuzz/found-by-fuzzing.ts'
import { fuzzSettings } from './support/fuzz/settings.ts'
import { type Snapshot, changesBetween, takeSnapshot } from './support/fuzz/snapshot.ts'
import { EXISTING_OBJECTS, storageRequest } from './support/fuzz/storage.ts'
import { invokeFunction } from './support/functions.ts'
import { isLocal } from './support/target.ts'
import { createSubscriber } from '../support/factories/newsletterSubscribers.ts'

/**
 * Random and malformed requests to every service, anonymous, with the anon key and with
 * garbage tokens: each must get a 2xx or 4xx answer without internals, errors in the service's
 * JSON shape; the backend must keep answering; and nothing a caller without privileges sends
 * may change the database or the stored files. Runs on a backend of its own, so that the rate
 * limits and lockouts it provokes never reach the other suites.
 */

const settings = fuzzSettings(process.env)
const BATCH_SIZE = 16
/** Generous per batch (bcrypt hashes, 5 MiB uploads, the snapshot), for a loaded machine. */
const timeLimitMs = 30_000 + settings.runs * 3_000

const SERVICES: Record<ServiceName, { prefix: string; requests: fc.Arbitrary<FuzzRequest> }> = {
  rest: { prefix: '/rest/v1', requests: postgrestRequest },
  auth: { prefix: '/auth/v1', requests: authRequest },
  storage: { prefix: '/storage/v1', requests: storageRequest },
  functions: { prefix: '/functions/v1', requests: functionsRequest },
}

const tally = { requests: 0, serverErrors: 0 }
let backend: OwnBackend
let baseline: Snapshot

/** Sends one request; returns a line about it, and what is wrong with the answer if anything. */
async function exchange(
  service: ServiceName,
  request: FuzzRequest,
): Promise<{ line: string; status: number; problem: string | null }> {
  tally.requests++
  const answer = await send(`${backend.target.url}${SERVICES[service].prefix}`, request).catch(
    (error: unknown) => {
      throw new Error(`no answer (${String(error)}) to ${describeRequest(request)}`)
    },
  )
  if (answer.status >= 500) tally.serverErrors++
  const line = `${answer.status} ← ${describeRequest(request)}`
  const problem = answerProblem(service, request, answer)
  return { line, status: answer.status, problem: problem && `${problem}\n  request: ${line}` }
}

/** The backend still answers, and the database and files are as they were. */
async function expectUnharmed(sent: string[]): Promise<void> {
  const { url, anonKey } = backend.target
  const health = await fetch(`${url}/auth/v1/health`, { headers: { apikey: anonKey } })
  const read = await fetch(`${url}/rest/v1/services?select=id&limit=1`, {
    headers: { apikey: anonKey },
  })
  if (!health.ok || !read.ok) {
    throw new Error(`the backend stopped answering properly: ${health.status}, ${read.status}`)
  }
  const after = await takeSnapshot(backend.target)
  const changes = changesBetween(baseline, after)
  baseline = after
  if (changes.length > 0) {
    throw new Error(
      `requests without privileges changed data:\n  ${changes.join('\n  ')}\nafter:\n  ${sent.join('\n  ')}`,
    )
  }
}

/** Content for the requests to aim at: stored images, a subscriber and an enquiry. */
async function storeTargets(): Promise<void> {
  const owner = await ownerClient(backend.target)
  for (const [bucket, path] of EXISTING_OBJECTS) {
    const { error } = await owner.storage
      .from(bucket)
      .upload(path, imageBytes('image/png'), { contentType: 'image/png' })
    if (error) throw new Error(`Could not store ${bucket}/${path}: ${error.message}`)
  }
  await createSubscriber(serviceClient(backend.target), {
    email: 'reader@example.com',
    status: 'pending',
    confirm_token: 'fuzz-confirm-token',
    unsubscribe_token: 'fuzz-unsubscribe-token',
  })
  const enquiry = await invokeFunction(anonClient(backend.target), 'send-contact-email', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    subject: 'Before the fuzz',
    message: 'Stored before the fuzz test starts.',
  })
  if (enquiry.status !== 200) throw new Error(`Could not store an enquiry: ${enquiry.status}`)
}

/** The failure in a few lines (fast-check's own report would print every generated value). */
function failureReport(details: fc.RunDetails<unknown>): string | null {
  if (!details.failed) return null
  const cause =
    details.errorInstance instanceof Error ? details.errorInstance.message : 'interrupted'
  return `after ${details.numRuns} batches (seed ${details.seed}, path "${details.counterexamplePath ?? ''}"):\n${cause}`
}

describe.runIf(isLocal())('the API under random and malformed requests', () => {
  beforeAll(async () => {
    backend = await startOwnBackend()
    await storeTargets()
    baseline = await takeSnapshot(backend.target)
  })

  afterAll(async () => {
    console.log(
      `fuzz: ${tally.requests} requests, ${tally.serverErrors} server errors ` +
        `(seed ${settings.seed}, ${settings.runs} batches per service)`,
    )
    await backend.stop()
  })

  it.each(FOUND_BY_FUZZING)('answers %s properly', async (_name, service, request, status) => {
    const { line, status: answered, problem } = await exchange(service, request)
    expect(problem).toBeNull()
    expect(answered).toBe(status)
    await expectUnharmed([line])
  })

  it.each(Object.keys(SERVICES) as ServiceName[])(
    '%s answers every request properly and changes nothing',
    async (service) => {
      const batch = fc.array(fc.tuple(SERVICES[service].requests, untrustedCredentials), {
        minLength: 1,
        maxLength: BATCH_SIZE,
      })
      const details = await fc.check(
        fc.asyncProperty(batch, async (requests: [FuzzRequest, Credentials][]) => {
          const sent: string[] = []
          const problems: string[] = []
          for (const [request, credentials] of requests) {
            const { line, problem } = await exchange(service, withCredentials(request, credentials))
            sent.push(line)
            if (problem) problems.push(problem)
          }
          await expectUnharmed(sent)
          if (problems.length > 0) throw new Error(problems.join('\n'))
        }),
        {
          numRuns: settings.runs,
          seed: settings.seed,
          // Each failure names its requests; shrinking would resend them for minutes.
          endOnFailure: true,
          plugins: [fc.interruptAfterTimeLimit(timeLimitMs - 10_000, { failOnInterrupt: true })],
        },
      )
      expect(failureReport(details)).toBeNull()
    },
    timeLimitMs,
  )
})
