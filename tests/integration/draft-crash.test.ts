import { describe, expect, it } from 'vitest'
import { runDraftCrashCycles } from '../../scripts/stress/draft-crash.ts'

/**
 * The desktop app's drafts survive the app being killed: the real IndexedDB draft store in a real
 * Chromium, killed (SIGKILL) while several forms type into it and started again on its profile.
 * `npm run test:stress` runs many more cycles.
 */

const CYCLES = 20

describe('the draft store when the app is killed', () => {
  it(
    `keeps every acknowledged save, readable, through ${CYCLES} kills`,
    async () => {
      const started = performance.now()
      const result = await runDraftCrashCycles(CYCLES)
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      console.info(
        `Draft crash: ${result.cycles} cycles, ${result.acknowledged} saves acknowledged, ` +
          `${result.lost} lost, ${result.corrupt} corrupt, in ${seconds} s`,
      )
      expect(result).toMatchObject({ cycles: CYCLES, lost: 0, corrupt: 0 })
      // Each cycle is killed only after a save was acknowledged: every cycle checked something.
      expect(result.acknowledged).toBeGreaterThanOrEqual(CYCLES)
    },
    // Chromium starts 21 times: longer than the project's default allows.
    120_000,
  )
})
