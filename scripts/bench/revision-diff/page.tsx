import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { RevisionDiff } from '../../../owner/admin/posts/RevisionDiff.tsx'
import { diffableText, wordDiff } from '../../../shared/domain/wordDiff.ts'
import '../../../owner/admin/admin.css'

declare global {
  interface Window {
    /** Milliseconds of each run: the diff of two post bodies computed, rendered and laid out. */
    benchDiff: (before: string, after: string, runs: number) => number[]
  }
}

window.benchDiff = (before, after, runs) => {
  const times: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    const start = performance.now()
    flushSync(() => {
      root.render(
        <RevisionDiff
          parts={wordDiff(diffableText(before), diffableText(after))}
          label="Body changes"
        />,
      )
    })
    // Layout is part of what the owner waits for.
    container.getBoundingClientRect()
    times.push(performance.now() - start)
    root.unmount()
    container.remove()
  }
  return times
}
