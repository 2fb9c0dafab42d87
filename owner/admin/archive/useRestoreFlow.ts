import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { Archive } from '../../archive/archive.ts'
import { type RestoreResult, applyRestore } from '../../archive/applyRestore.ts'
import { planImport } from '../../archive/importPlan.ts'
import type { ArchiveNote } from '../../archive/notes.ts'
import type { ArchiveProgress, ArchiveStep } from '../../archive/progress.ts'
import { type RestorePlan, holdsPersonalData, planRestore } from '../../archive/restorePlan.ts'
import type { RowConflict } from '../../archive/restoreReport.ts'
import { rowsNotWritten, writesOf } from '../../archive/restoreSummary.ts'
import { createArchiveBackend } from '../../../shared/backend/archiveBackend.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { type Problem, problemOf } from './ArchiveProblem.tsx'

/** An archive to restore, read from the owner's files (an archive, or an import's result). */
export interface Source {
  archive: Archive
  notes: readonly ArchiveNote[]
  /** An import's posts' ids from before imports named the site (importPlan.ts). */
  earlierIds?: ReadonlyMap<string, string>
}

/**
 * Where a restore or an import is: nothing chosen; reading the files and the backend for the
 * dry run; the dry run, waiting for the owner; writing; written; or failed (nothing written).
 */
export type RestoreStage =
  | { kind: 'idle' }
  | { kind: 'checking'; step: ArchiveStep | null }
  | {
      kind: 'review'
      plan: RestorePlan
      overwriteNewer: boolean
      /** Whether the archive's enquiries and subscribers are restored; null: it has none. */
      personalData: boolean | null
    }
  | { kind: 'writing'; step: ArchiveStep | null }
  | { kind: 'done'; result: RestoreResult; notWritten: RowConflict[] }
  | { kind: 'failed'; problem: Problem; during: 'check' | 'write' }

/**
 * A restore's steps: a dry run of what `read` gives, then the writes once the owner confirms.
 * An import (`importing`) is fitted to what the site holds first (importPlan.ts), and keeps the
 * images already stored unless the owner says so.
 */
export function useRestoreFlow({ importing = false }: { importing?: boolean } = {}) {
  const client = useBackend()
  const queries = useQueryClient()
  const [stage, setStage] = useState<RestoreStage>({ kind: 'idle' })
  // What the dry run was made of: choosing about personal data makes it again.
  const source = useRef<Source | null>(null)

  const plan = async (
    read: (onProgress: ArchiveProgress) => Promise<Source>,
    personal: boolean,
  ) => {
    setStage({ kind: 'checking', step: null })
    const onProgress: ArchiveProgress = (step) => {
      setStage({ kind: 'checking', step })
    }
    try {
      const chosen = await read(onProgress)
      source.current = chosen
      const backend = createArchiveBackend(client)
      const options = { personalData: personal, onProgress }
      const planned = importing
        ? await planImport(
            backend,
            { ...chosen, earlierIds: chosen.earlierIds ?? new Map<string, string>() },
            options,
          )
        : await planRestore(backend, chosen.archive, { ...options, notes: chosen.notes })
      const personalData = holdsPersonalData(chosen.archive) ? personal : null
      setStage({ kind: 'review', plan: planned, overwriteNewer: false, personalData })
    } catch (error) {
      setStage({ kind: 'failed', problem: problemOf(error), during: 'check' })
    }
  }

  // An archive holds personal data only when the owner chose it at export: restored unless unticked.
  const check = (read: (onProgress: ArchiveProgress) => Promise<Source>) => plan(read, true)

  const setPersonalData = (personalData: boolean) => {
    const chosen = source.current
    if (stage.kind === 'review' && chosen) void plan(() => Promise.resolve(chosen), personalData)
  }

  const write = async () => {
    if (stage.kind !== 'review') return
    const { plan, overwriteNewer } = stage
    setStage({ kind: 'writing', step: null })
    try {
      const result = await applyRestore(createArchiveBackend(client), plan, {
        overwriteNewer,
        onProgress: (step) => {
          setStage({ kind: 'writing', step })
        },
      })
      setStage({ kind: 'done', result, notWritten: rowsNotWritten(plan.report, overwriteNewer) })
    } catch (error) {
      setStage({ kind: 'failed', problem: problemOf(error), during: 'write' })
    } finally {
      // Every list on every screen may have changed.
      await queries.invalidateQueries()
    }
  }

  const setOverwriteNewer = (overwriteNewer: boolean) => {
    if (stage.kind === 'review') setStage({ ...stage, overwriteNewer })
  }

  const writes = stage.kind === 'review' ? writesOf(stage.plan.report, stage.overwriteNewer) : 0

  return {
    importing,
    stage,
    writes,
    check,
    write,
    setOverwriteNewer,
    setPersonalData,
    reset: () => {
      source.current = null
      setStage({ kind: 'idle' })
    },
  }
}
