import { ProgressBar } from '@blueprintjs/core'
import type { ArchivePhase, ArchiveStep } from '../../archive/progress.ts'

const PHASE_LABELS: Record<ArchivePhase, string> = {
  unpacking: 'Unpacking the archive',
  reading: 'Reading the content',
  downloading: 'Downloading images',
  fetching: 'Fetching images from the web',
  preparing: 'Preparing images for the web',
  packing: 'Packing the archive',
  uploading: 'Uploading images',
  saving: 'Saving the content',
}

/** What a long archive task is doing now, as words and a bar (indeterminate before a count). */
export function ArchiveProgressBar({ step, idle }: { step: ArchiveStep | null; idle: string }) {
  const label = step ? `${PHASE_LABELS[step.phase]} (${step.done} of ${step.total})` : idle
  const value = step && step.total > 0 ? step.done / step.total : undefined
  return (
    <div className="archive-progress" role="status">
      <p className="admin-hint">{label}…</p>
      <ProgressBar intent="primary" value={value} aria-label={label} />
    </div>
  )
}
