import { Card, H2 } from '@blueprintjs/core'
import { type SyntheticEvent, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useNavigate } from 'react-router-dom'
import type { ContentRow, ContentTable } from '../../../shared/backend/contentTables.ts'
import type { LocalCopy } from '../../data/offline/queries.ts'
import { extractPendingImages } from '../../offline/queue/pendingImages.ts'
import { restoreFormValues } from '../../offline/store/restore.ts'
import { useFormDraft } from '../../data/offline/useFormDraft.ts'
import { FIELD_REQUIRED } from '../../../shared/domain/formFields.ts'
import { LIST_LIMITS, textLimit } from '../../../shared/domain/textLimits.ts'
import { useConfirm } from '../ConfirmDialog.tsx'
import { FormActions } from '../FormActions.tsx'
import { focusFirstInvalid } from '../../ui/focusFirstInvalid.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { LocalCopyNotice } from '../offline/LocalCopyNotice.tsx'
import { useFormSave } from '../offline/useFormSave.ts'
import { FieldControl } from './FieldControl.tsx'
import { type FieldLimits, REQUIRED_FIELDS_MESSAGE, fieldProblems } from './fieldProblems.ts'
import type { FieldValue, FormValues, ResourceDefinition } from './resourceDefinition.ts'

interface ResourceFormProps<Table extends ContentTable, Values extends FormValues> {
  resource: ResourceDefinition<Table, Values>
  recordId: string
  /** The server's copy of the item, or null for an item the server does not have yet. */
  row: ContentRow<Table> | null
  /** What this computer holds of the item: the form starts from its draft or queued save. */
  copy: LocalCopy
  onDraftDiscarded: () => void
}

/** The first text the owner typed: what the drafts list calls an item. */
function titleOf(
  fields: readonly { name: string }[],
  values: FormValues,
  fallback: string,
): string {
  for (const { name } of fields) {
    const value = values[name]
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 80)
  }
  return fallback
}

/** How long each field of a table's form may be. */
function limitsOf(table: ContentTable): FieldLimits {
  return {
    text: (name) => textLimit(table, name),
    list: (name) => (name === 'tags' || name === 'whats_included' ? LIST_LIMITS[name] : undefined),
  }
}

/** The form's values and their problems, starting from what this computer holds of the item. */
function useResourceValues<Table extends ContentTable, Values extends FormValues>(
  resource: ResourceDefinition<Table, Values>,
  row: ContentRow<Table> | null,
  copy: LocalCopy,
) {
  const [values, setValues] = useState<Values>(() => {
    // The saved version, then the save queued on this computer, then the draft, each read back
    // in the shape the form has now.
    const saved = resource.toValues(row)
    // A queued save holds the table's columns as they were written (as stored JSON, so of no
    // checked type): restoring checks each against the form's own.
    const merged: ContentRow<Table> = Object.assign({}, row, copy.change?.input)
    const queued = copy.change ? restoreFormValues(saved, resource.toValues(merged)) : saved
    return copy.draft ? restoreFormValues(queued, copy.draft.values) : queued
  })
  const [problems, setProblems] = useState<Record<string, string>>({})
  const change = (name: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }))
    setProblems(({ [name]: _solved, ...rest }) => rest)
  }
  return { values, problems, setProblems, change }
}

/**
 * A resource's form: its fields in one card, checked before saving, with every change kept as
 * a draft on this computer until it is saved. A failed save keeps everything typed.
 */
export function ResourceForm<Table extends ContentTable, Values extends FormValues>({
  resource,
  recordId,
  row,
  copy,
  onDraftDiscarded,
}: ResourceFormProps<Table, Values>) {
  const navigate = useNavigate()
  const toast = useToaster()
  const [confirm, confirmDialog] = useConfirm()
  const form = useRef<HTMLFormElement>(null)
  const { values, problems, setProblems, change } = useResourceValues(resource, row, copy)
  const baseUpdatedAt = row?.updated_at ?? null
  const draft = useFormDraft({
    table: resource.table,
    recordId,
    baseUpdatedAt,
    title: titleOf(resource.fields, values, resource.texts.newTitle),
    values,
  })
  const { saving, submit } = useFormSave({ draft, listPath: resource.path })
  const { texts, messages } = resource
  const editing = row !== null
  const limits = limitsOf(resource.table)

  const save = (event: SyntheticEvent) => {
    event.preventDefault()
    const found = fieldProblems(resource.fields, values, limits)
    // Marked at once, so focus can move to the first field to fix.
    flushSync(() => {
      setProblems(found)
    })
    const reasons = Object.values(found)
    if (reasons.length > 0) {
      focusFirstInvalid(form.current)
      const missing = reasons.includes(FIELD_REQUIRED)
      toast({ title: missing ? REQUIRED_FIELDS_MESSAGE : (reasons[0] ?? ''), intent: 'danger' })
      return
    }
    const { input, files } = extractPendingImages(resource.toInput(values))
    void submit(
      {
        table: resource.table,
        recordId,
        baseUpdatedAt,
        input,
        files,
        title: titleOf(resource.fields, values, resource.texts.newTitle),
        announce: false,
      },
      {
        saved: () => (editing ? messages.updated : messages.created),
        failed: (reason) =>
          editing ? messages.updateFailed(reason) : messages.createFailed(reason),
      },
    )
  }

  const discardDraft = async () => {
    if (!(await confirm('Discard your unsaved changes to this item?'))) return
    await draft.clear()
    onDraftDiscarded()
  }

  return (
    <form
      ref={form}
      className="admin-form"
      noValidate
      onSubmit={save}
      onBlur={() => void draft.flush()}
    >
      <LocalCopyNotice copy={copy} onDiscardDraft={() => void discardDraft()} />
      <Card elevation={1} className="admin-card">
        <H2 className="admin-card-title">{texts.card}</H2>
        <p className="admin-hint admin-card-description">
          {editing ? texts.editDescription : texts.newDescription}
        </p>
        {resource.fields.map((field) => (
          <FieldControl
            key={field.name}
            field={field}
            values={values}
            problem={problems[field.name]}
            limits={limits}
            onChange={change}
          />
        ))}
      </Card>
      <FormActions
        submitText={editing ? texts.update : texts.create}
        saving={saving}
        onCancel={() => void navigate(resource.path)}
      />
      {confirmDialog}
    </form>
  )
}
