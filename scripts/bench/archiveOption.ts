/** A bench's `--archive N` or `--archive=N`: how many posts to generate; null without it. */
export function archiveSize(args: readonly string[]): number | null {
  const index = args.findIndex((arg) => arg === '--archive' || arg.startsWith('--archive='))
  if (index < 0) return null
  const arg = args[index] ?? ''
  const value = Number(arg.includes('=') ? arg.split('=')[1] : args[index + 1])
  if (!Number.isInteger(value) || value < 1) throw new Error('--archive takes a number of posts')
  return value
}
