import { toCsv } from './csv.ts'

interface ExportedSubscriber {
  email: string
  status: string
  created_at: string
  confirmed_at: string | null
  unsubscribed_at: string | null
}

/** The subscriber list as CSV, one row each, with ISO 8601 times a spreadsheet can read. */
export function subscribersCsv(subscribers: readonly ExportedSubscriber[]): string {
  return toCsv([
    ['email', 'status', 'signed_up_at', 'confirmed_at', 'unsubscribed_at'],
    ...subscribers.map((subscriber) => [
      subscriber.email,
      subscriber.status,
      subscriber.created_at,
      subscriber.confirmed_at,
      subscriber.unsubscribed_at,
    ]),
  ])
}

/** The export's file name, dated: newsletter-subscribers-2026-11-21.csv. */
export function subscribersCsvName(now: Date = new Date()): string {
  return `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`
}
