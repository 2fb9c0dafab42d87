import { describe, expect, it } from 'vitest'
import { backendAnswers } from '../../scripts/backendAnswers.ts'
import { backendTarget } from './support/target.ts'

/**
 * `npm run build` and `npm run desktop` use a backend that already answers rather than start
 * one of their own: the running backend is found with its API key, as every client asks it.
 */
describe('whether a backend answers', () => {
  const target = backendTarget()

  it('finds a backend that answers with the key it was given', async () => {
    expect(await backendAnswers({ url: target.url, anonKey: target.anonKey })).toBe(true)
  })

  it('does not take a key the backend refuses for an answer', async () => {
    expect(await backendAnswers({ url: target.url, anonKey: 'not-a-key' })).toBe(false)
  })
})
