import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import { type PublicRead, recordPublicReads } from './public-reads.ts'

/**
 * A load test of a running backend on loopback with autocannon: the site's public reads, then
 * the contact form's function. Afterwards every enquiry the function acknowledged with a 2xx
 * must be in the database. The backend must let one address send this many enquiries (the
 * local backend: LOCAL_CONTACT_MESSAGES_PER_HOUR), or the refusals count as errors.
 */

export interface LoadTarget {
  url: string
  anonKey: string
  /** Reads back the stored enquiries, past row-level security. */
  serviceRoleKey: string
}

export interface LoadOptions {
  connections: number
  durationSeconds: number
}

export const DEFAULT_LOAD_OPTIONS: LoadOptions = { connections: 50, durationSeconds: 30 }

export interface ScenarioResult {
  name: string
  requests: number
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  /** Answers other than 2xx. */
  non2xx: number
  /** Connection errors and timeouts. */
  socketErrors: number
}

export interface ContactDurability {
  /** Enquiries the function answered with a 2xx. */
  accepted: number
  /** Of those, how many are not in the database. */
  lost: number
  /** Stored, though their answer never arrived (in flight when the run ended). */
  storedUnacknowledged: number
}

export interface LoadReport {
  scenarios: ScenarioResult[]
  contact: ContactDurability
}

export async function runLoadTest(
  target: LoadTarget,
  options: LoadOptions = DEFAULT_LOAD_OPTIONS,
): Promise<LoadReport> {
  const reads = await recordPublicReads({ url: target.url, anonKey: target.anonKey })
  const readResult = await cannon(target, options, 'public reads', reads.map(toAutocannon))

  const run = randomUUID().slice(0, 8)
  const accepted = new Set<number>()
  const contactResult = await cannon(target, options, 'contact form', [
    contactRequest(target, run, accepted),
  ])
  const stored = await storedEnquiries(target, run)
  return {
    scenarios: [readResult, contactResult],
    contact: {
      accepted: accepted.size,
      lost: [...accepted].filter((number) => !stored.has(number)).length,
      storedUnacknowledged: [...stored].filter((number) => !accepted.has(number)).length,
    },
  }
}

export function formatLoadReport(report: LoadReport): string {
  const lines = report.scenarios.map(
    (s) =>
      `  ${s.name.padEnd(14)} ${String(s.requests).padStart(7)} requests  ` +
      `${s.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
      `p50 ${String(s.latencyP50Ms).padStart(4)} ms  p99 ${String(s.latencyP99Ms).padStart(5)} ms  ` +
      `errors ${s.non2xx + s.socketErrors} (${s.non2xx} non-2xx, ${s.socketErrors} socket)`,
  )
  const { accepted, lost, storedUnacknowledged } = report.contact
  lines.push(
    `  enquiries      ${accepted} accepted, ${lost} lost` +
      (storedUnacknowledged > 0 ? `, ${storedUnacknowledged} stored without an answer` : ''),
  )
  return lines.join('\n')
}

/** Runs one scenario; each connection goes through `requests` in order, again and again. */
async function cannon(
  target: LoadTarget,
  options: LoadOptions,
  name: string,
  requests: autocannon.Request[],
): Promise<ScenarioResult> {
  const result = await autocannon({
    url: target.url,
    connections: options.connections,
    duration: options.durationSeconds,
    requests,
  })
  return {
    name,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    socketErrors: result.errors,
  }
}

function toAutocannon(read: PublicRead): autocannon.Request {
  return { method: 'GET', path: read.path, headers: read.headers }
}

interface EnquiryContext {
  number?: number
}

/** A valid enquiry, numbered per request, whose 2xx answers are noted in `accepted`. */
function contactRequest(
  target: LoadTarget,
  run: string,
  accepted: Set<number>,
): autocannon.Request {
  let next = 0
  return {
    method: 'POST',
    path: '/functions/v1/send-contact-email',
    headers: {
      apikey: target.anonKey,
      authorization: `Bearer ${target.anonKey}`,
      'content-type': 'application/json',
    },
    setupRequest(request, context: EnquiryContext) {
      context.number = next++
      request.body = JSON.stringify({
        firstName: 'Load',
        lastName: 'Test',
        email: 'load-test@example.com',
        subject: subjectOf(run, context.number),
        message: 'An enquiry sent by the load test.',
      })
      return request
    },
    onResponse(status, _body, context: EnquiryContext) {
      if (status >= 200 && status < 300 && context.number !== undefined) {
        accepted.add(context.number)
      }
    },
  }
}

const subjectOf = (run: string, number: number) => `Load test ${run} #${number}`

/** The numbers of this run's enquiries that are in the database. */
async function storedEnquiries(target: LoadTarget, run: string): Promise<Set<number>> {
  const numbers = new Set<number>()
  const page = 1000
  for (let offset = 0; ; offset += page) {
    const search = new URLSearchParams({
      select: 'subject',
      subject: `like.${subjectOf(run, 0).replace(/0$/, '*')}`,
      limit: String(page),
      offset: String(offset),
    })
    const response = await fetch(`${target.url}/rest/v1/contact_submissions?${search}`, {
      headers: { apikey: target.serviceRoleKey, authorization: `Bearer ${target.serviceRoleKey}` },
    })
    if (!response.ok) throw new Error(`Reading the enquiries back failed: ${response.status}`)
    const rows = (await response.json()) as { subject: string }[]
    for (const { subject } of rows) numbers.add(Number(subject.slice(subject.indexOf('#') + 1)))
    if (rows.length < page) return numbers
  }
}
