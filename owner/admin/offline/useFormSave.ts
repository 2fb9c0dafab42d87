import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { toBackendError } from '../../../shared/backend/errors.ts'
import type { QueuedSave } from '../../offline/queue/changeQueue.ts'
import type { FormDraft } from '../../data/offline/useFormDraft.ts'
import { CHANGED_MEANWHILE, queuedMessage } from '../../data/offline/saveMessages.ts'
import { type SaveOutcome, useRecordSave } from '../../data/offline/useRecordSave.ts'
import { type ToastMessage, useToaster } from '../../ui/Toaster.tsx'

interface FormSaveOptions {
  draft: FormDraft
  /** Where the form goes after a save: its list. */
  listPath: string
}

interface SaveMessages {
  saved: (outcome: Extract<SaveOutcome, { status: 'saved' }>) => ToastMessage
  failed: (reason: string) => ToastMessage
}

/**
 * A form's save: on the server, queued on this computer, or held as a conflict for the owner
 * to settle. Each ends the draft and leaves the form; a failure keeps the form and its draft.
 */
export function useFormSave({ draft, listPath }: FormSaveOptions) {
  const saveRecord = useRecordSave()
  const navigate = useNavigate()
  const toast = useToaster()
  const [saving, setSaving] = useState(false)

  const submit = async (request: QueuedSave, messages: SaveMessages) => {
    setSaving(true)
    try {
      const outcome = await saveRecord(request)
      await draft.clear()
      if (outcome.status === 'conflict') {
        toast(CHANGED_MEANWHILE)
        void navigate(`/drafts/conflict/${outcome.changeId}`)
        return
      }
      toast(outcome.status === 'saved' ? messages.saved(outcome) : queuedMessage(outcome.problem))
      void navigate(listPath)
    } catch (error) {
      console.error('Save failed:', error)
      toast(messages.failed(toBackendError(error).message))
    } finally {
      setSaving(false)
    }
  }

  return { saving, submit }
}
