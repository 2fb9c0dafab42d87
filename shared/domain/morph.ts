/** The headline alternates every 4 s with a morph of 20 steps of 100 ms (spec section 9). */
export const HEADLINE_INTERVAL_MS = 4000
export const MORPH_STEPS = 20
export const MORPH_STEP_MS = 100

/**
 * The text shown at one step of morphing `from` into `to`: characters are taken over from the
 * target left to right, and the length moves steadily from one to the other. Step 0 is `from`,
 * the last step is `to`.
 */
export function morphFrame(from: string, to: string, step: number, steps = MORPH_STEPS): string {
  const progress = Math.min(Math.max(step / steps, 0), 1)
  const length = Math.round(from.length + (to.length - from.length) * progress)
  const taken = Math.round(Math.max(from.length, to.length) * progress)
  let frame = ''
  for (let index = 0; index < length; index++) {
    frame += index < taken ? (to[index] ?? ' ') : (from[index] ?? to[index] ?? ' ')
  }
  return frame
}
