import type { Plugin } from 'vite'
import { reportOf } from './chunkReport.ts'
import { readRegistry } from './islandChunks.ts'
import { chunksBeforeInteraction } from './pageBudget.ts'

/** V8's explicit compile hint: compile every function of the file as it loads, off the main thread. */
const EAGER_COMPILE = '//# allFunctionsCalledOnLoad\n'

/**
 * Marks the islands' chunks that run before a visitor acts (the loader, the content-stamp check,
 * the islands that wake at load, and what they import) for eager compilation. Their functions
 * all run as the page wakes; compiled lazily, each paid its compilation on the main thread in
 * the task that hydrated it, about 40% of that task. Chunks loaded on a visitor's intent keep
 * the lazy default.
 */
export function compileHints(): Plugin {
  return {
    name: 'islands-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const islands = readRegistry()
      const waking = islands.filter((island) => island.hydration === 'load')
      const eager = chunksBeforeInteraction(
        reportOf(bundle),
        islands,
        waking.map((island) => island.name),
      )
      for (const file of eager) {
        const chunk = bundle[file]
        if (chunk?.type === 'chunk') chunk.code = EAGER_COMPILE + chunk.code
      }
    },
  }
}
