/**
 * How much the fuzz test sends: FUZZ_RUNS batches per service (up to eight requests each) and a
 * fixed seed unless FUZZ_SEED gives another, so that a failure replays exactly.
 */
export interface FuzzSettings {
  runs: number
  seed: number
}

export const DEFAULT_FUZZ_RUNS = 40
export const DEFAULT_FUZZ_SEED = 20261121

export function fuzzSettings(env: Record<string, string | undefined>): FuzzSettings {
  return {
    runs: wholeNumber(env, 'FUZZ_RUNS', 1) ?? DEFAULT_FUZZ_RUNS,
    seed: wholeNumber(env, 'FUZZ_SEED', 0) ?? DEFAULT_FUZZ_SEED,
  }
}

function wholeNumber(
  env: Record<string, string | undefined>,
  name: string,
  minimum: number,
): number | null {
  const text = env[name]?.trim()
  if (!text) return null
  const value = Number(text)
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new Error(`${name} must be a whole number of at least ${minimum}, not "${text}"`)
  }
  return value
}
