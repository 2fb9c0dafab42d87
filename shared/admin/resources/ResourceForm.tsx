import { Card, H2 } from '@blueprintjs/core'
import { type SyntheticEvent, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { ContentRow, ContentTable } from '../../backend/contentTables.ts'
import { FormActions } from '../FormActions.tsx'
import { useToaster } from '../Toaster.tsx'
import { FieldControl } from './FieldControl.tsx'
import { FIELD_REQUIRED, REQUIRED_FIELDS_MESSAGE, fieldProblems } from './fieldProblems.ts'
import type { FieldValue, FormValues, ResourceDefinition } from './resourceDefinition.ts'
import { useResourceSave } from './useResourceSave.ts'

interface ResourceFormProps<Table extends ContentTable, Values extends FormValues> {
  resource: ResourceDefinition<Table, Values>
  /** The item being edited, or null for a new one. */
  row: ContentRow<Table> | null
}

/**
 * A resource's form: its fields in one card, checked before saving. A failed save keeps
 * everything typed; a successful one returns to the list.
 */
export function ResourceForm<Table extends ContentTable, Values extends FormValues>({
  resource,
  row,
}: ResourceFormProps<Table, Values>) {
  const navigate = useNavigate()
  const toast = useToaster()
  const save = useResourceSave(resource)
  const [values, setValues] = useState(() => resource.toValues(row))
  const [problems, setProblems] = useState<Record<string, string>>({})
  const { texts } = resource

  const change = (name: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }))
    setProblems(({ [name]: _solved, ...rest }) => rest)
  }

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    const found = fieldProblems(resource.fields, values)
    setProblems(found)
    const messages = Object.values(found)
    if (messages.length > 0) {
      const missing = messages.includes(FIELD_REQUIRED)
      toast({ title: missing ? REQUIRED_FIELDS_MESSAGE : (messages[0] ?? ''), intent: 'danger' })
      return
    }
    save.mutate(
      { id: row?.id ?? null, input: resource.toInput(values) },
      { onSuccess: () => void navigate(resource.path) },
    )
  }

  return (
    <form className="admin-form" noValidate onSubmit={submit}>
      <Card elevation={1} className="admin-card">
        <H2 className="admin-card-title">{texts.card}</H2>
        <p className="admin-hint admin-card-description">
          {row ? texts.editDescription : texts.newDescription}
        </p>
        {resource.fields.map((field) => (
          <FieldControl
            key={field.name}
            field={field}
            values={values}
            problem={problems[field.name]}
            onChange={change}
          />
        ))}
      </Card>
      <FormActions
        submitText={row ? texts.update : texts.create}
        saving={save.isPending}
        onCancel={() => void navigate(resource.path)}
      />
    </form>
  )
}
