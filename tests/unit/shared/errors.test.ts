import { describe, expect, it } from 'vitest'
import {
  PROJECT_PAUSED_STATUS,
  failureDescription,
  isUnreachable,
  toBackendError,
} from '../../../shared/backend/errors.ts'

describe('backend errors as the owner reads them', () => {
  it('never pass on the database’s own wording for what it refused', () => {
    expect(
      toBackendError({
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
      }).message,
    ).toBe('It is not there any more: it may have been deleted meanwhile.')
    expect(
      toBackendError({
        code: '23505',
        message: 'duplicate key value violates unique constraint "blog_posts_slug_key"',
      }).message,
    ).toBe('Another post already has this slug. Change the slug and save again.')
    expect(
      toBackendError({
        code: '23514',
        message: 'new row for relation "contact_faqs" violates check constraint "x"',
      }).message,
    ).not.toMatch(/relation|constraint/)
  })

  it('keep messages that are already meant for people', () => {
    expect(toBackendError({ message: 'Invalid login credentials', status: 400 }).message).toBe(
      'Invalid login credentials',
    )
  })

  it('describe a failure by its kind where the spec shows no message', () => {
    expect(failureDescription(new TypeError('Failed to fetch'))).toMatch(/could not be reached/)
    expect(failureDescription({ status: 401, message: 'JWT expired' })).toMatch(/sign in again/)
    expect(failureDescription({ code: 'XX000', message: 'internal: relation x' })).toBe(
      'Something went wrong on the server. Please try again.',
    )
    // Auth calls a 500 answer 'retryable', but the server did answer; a gateway's 503 did not.
    const retryable = (status: number) => ({
      name: 'AuthRetryableFetchError',
      status,
      message: 'Database unavailable',
    })
    expect(failureDescription(retryable(500))).toBe(
      'Something went wrong on the server. Please try again.',
    )
    expect(failureDescription(retryable(503))).toMatch(/could not be reached/)
    expect(failureDescription(retryable(0))).toMatch(/could not be reached/)
  })

  it('take a paused project and a gateway with nothing behind it for a backend out of reach', () => {
    for (const status of [PROJECT_PAUSED_STATUS, 502, 503, 504]) {
      expect(isUnreachable({ status, message: 'Service Unavailable' }), String(status)).toBe(true)
    }
    expect(isUnreachable({ status: 500, message: 'Internal error' })).toBe(false)
    expect(isUnreachable({ status: 400, message: 'Bad request' })).toBe(false)
  })
})
