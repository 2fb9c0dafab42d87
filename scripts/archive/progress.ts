import type { ArchivePhase, ArchiveProgress } from '../../owner/archive/progress.ts'

const LABELS: Record<ArchivePhase, string> = {
  unpacking: 'Unpacking',
  reading: 'Reading',
  downloading: 'Downloading images',
  fetching: 'Fetching images from the web',
  preparing: 'Preparing images for the web',
  packing: 'Packing',
  uploading: 'Uploading images',
  saving: 'Saving',
}

/** Progress on standard error: a counter that updates in place on a terminal, a line per step elsewhere. */
export function progressPrinter(): ArchiveProgress {
  const terminal = process.stderr.isTTY
  return ({ phase, done, total }) => {
    if (total === 0) return
    const finished = done >= total
    if (terminal) {
      process.stderr.write(`\r${LABELS[phase]}: ${done} of ${total}${finished ? '\n' : ''}`)
    } else if (finished) process.stderr.write(`${LABELS[phase]}: ${total} done\n`)
  }
}
