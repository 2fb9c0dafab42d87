import type { BackendFault } from './backendRouter.ts'
import { test as base } from './fixtures.ts'

export interface BackendFaultFixtures {
  /**
   * What the backend's address does for this test instead of answering as the backend
   * (see BackendFault), or null for the backend itself. Set with `test.use({ backendFault })`.
   */
  backendFault: BackendFault | null
}

/**
 * The site's tests with a fault at the backend's address, played by the worker's router (the
 * network's edge): the built site and its code run as they do for a visitor.
 */
export const test = base.extend<BackendFaultFixtures & { faultPlayed: undefined }>({
  backendFault: [null, { option: true }],
  faultPlayed: [
    async ({ backendFault, backendRouter }, use) => {
      backendRouter.fault = backendFault
      await use(undefined)
      backendRouter.clearFault()
    },
    { auto: true },
  ],
})

export { expect } from './fixtures.ts'
