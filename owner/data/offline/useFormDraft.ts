import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import { usePlatform } from '../../ui/PlatformContext.ts'
import type { EditableTable } from '../../../shared/backend/contentTables.ts'
import { offlineKeys } from './keys.ts'
import { registerDraftFlusher } from '../../offline/store/draftFlushers.ts'
import { type JsonObject, draftKey } from '../../offline/store/draftStore.ts'

/**
 * Typing settles this long before the draft is written: with the editor's own 300 ms, a draft
 * is on disk within a second of the last keystroke.
 */
const DRAFT_DELAY_MS = 600

interface FormDraftOptions<Values extends JsonObject> {
  table: EditableTable
  recordId: string
  baseUpdatedAt: string | null
  /** What the drafts list calls the item. */
  title: string
  values: Values
  /** The form's values at this very moment, when some are not in `values` yet (the editor). */
  collect?: () => Values
}

export interface FormDraft {
  /** Writes the draft now if it changed: on blur, and before the window closes. */
  flush: () => Promise<void>
  /** Forgets the draft: the form was saved (or its changes discarded). */
  clear: () => Promise<void>
}

/**
 * Keeps a form's unsaved values on this computer: written shortly after typing stops, at once
 * when the form loses focus, when it closes, and before the page or window goes away.
 */
export function useFormDraft<Values extends JsonObject>(
  options: FormDraftOptions<Values>,
): FormDraft {
  const platform = usePlatform()
  const queryClient = useQueryClient()
  const latest = useRef(options)
  const written = useRef(JSON.stringify(options.values))
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => {
    latest.current = options
  })

  const flush = useCallback(async () => {
    clearTimeout(timer.current)
    const { table, recordId, baseUpdatedAt, title, values, collect } = latest.current
    const current = collect?.() ?? values
    const json = JSON.stringify(current)
    if (json === written.current) return
    written.current = json
    await platform.drafts.saveDraft({
      key: draftKey(table, recordId),
      table,
      recordId,
      values: current,
      baseUpdatedAt,
      title,
      savedAt: new Date().toISOString(),
    })
    await queryClient.invalidateQueries({ queryKey: offlineKeys.drafts() })
  }, [platform.drafts, queryClient])

  const clear = useCallback(async () => {
    clearTimeout(timer.current)
    const { table, recordId, values, collect } = latest.current
    written.current = JSON.stringify(collect?.() ?? values)
    await platform.drafts.deleteDraft(draftKey(table, recordId))
    await queryClient.invalidateQueries({ queryKey: offlineKeys.all })
  }, [platform.drafts, queryClient])

  const json = JSON.stringify(options.values)
  useEffect(() => {
    if (json === written.current) return
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void flush(), DRAFT_DELAY_MS)
  }, [json, flush])

  useEffect(() => {
    const unregister = registerDraftFlusher(flush)
    const onPageHide = () => void flush()
    window.addEventListener('pagehide', onPageHide)
    return () => {
      unregister()
      window.removeEventListener('pagehide', onPageHide)
      // Leaving the form without saving keeps what was typed.
      void flush()
    }
  }, [flush])

  return { flush, clear }
}
