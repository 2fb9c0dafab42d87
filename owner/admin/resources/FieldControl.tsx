import { FormGroup, InputGroup, Switch, TextArea } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import type { ImageBucket } from '../../../shared/backend/images.ts'
import { type ImageChoice, readImageChoice } from '../../../shared/domain/imageVariants.ts'
import { postQueries } from '../../../shared/data/posts/queries.ts'
import { slugify } from '../../../shared/domain/slug.ts'
import { useImageUpload } from '../../data/images/useImageUpload.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { ImageField } from '../fields/ImageField.tsx'
import { fieldHelp } from '../fields/fieldHelp.tsx'
import { ListField } from '../fields/ListField.tsx'
import { TagInput } from '../fields/TagInput.tsx'
import type { FieldLimits } from './fieldProblems.ts'
import type { FieldSpec, FieldValue, FormValues } from './resourceDefinition.ts'

interface FieldControlProps<Values extends FormValues> {
  field: FieldSpec<Values>
  values: Values
  /** The field's problem to show under it (required, not a web address, too long), if any. */
  problem: string | undefined
  limits: FieldLimits
  onChange: (name: string, value: FieldValue) => void
}

interface TextControlProps<Values extends FormValues> {
  field: Extract<FieldSpec<Values>, { kind: 'text' | 'textarea' }>
  text: string
  problem: string | undefined
  limit: number | undefined
  onChange: (name: string, value: FieldValue) => void
}

/** A text field, on one line or several, with its hint, problem and count under it. */
function TextControl<Values extends FormValues>({
  field,
  text,
  problem,
  limit,
  onChange,
}: TextControlProps<Values>) {
  const id = `field-${field.name}`
  const intent = problem ? 'danger' : 'none'
  const invalid = problem ? true : undefined
  const group = {
    label: field.label,
    labelFor: id,
    intent,
    labelInfo: field.required ? '(required)' : undefined,
    helperText: fieldHelp({ problem, hint: field.helperText, text, limit }),
  } as const
  return field.kind === 'text' ? (
    <FormGroup {...group}>
      <InputGroup
        id={id}
        type={field.inputType ?? 'text'}
        placeholder={field.placeholder}
        intent={intent}
        aria-invalid={invalid}
        value={text}
        onValueChange={(typed) => {
          onChange(field.name, typed)
        }}
      />
    </FormGroup>
  ) : (
    <FormGroup {...group}>
      <TextArea
        id={id}
        fill
        rows={field.rows ?? 3}
        intent={intent}
        aria-invalid={invalid}
        value={text}
        onChange={(event) => {
          onChange(field.name, event.target.value)
        }}
      />
    </FormGroup>
  )
}

/** The control of one form field, chosen by its kind. */
export function FieldControl<Values extends FormValues>({
  field,
  values,
  problem,
  limits,
  onChange,
}: FieldControlProps<Values>) {
  const id = `field-${field.name}`

  switch (field.kind) {
    case 'text':
    case 'textarea':
      return (
        <TextControl
          field={field}
          text={values[field.name] as string}
          problem={problem}
          limit={limits.text(field.name)}
          onChange={onChange}
        />
      )
    case 'switch':
      return (
        <Switch
          label={field.label}
          checked={values[field.name] as boolean}
          onChange={(event) => {
            onChange(field.name, event.currentTarget.checked)
          }}
        />
      )
    case 'tags':
      return (
        <KnownTagInput
          id={id}
          label={field.label}
          problem={problem}
          tags={values[field.name] as string[]}
          onChange={(tags) => {
            onChange(field.name, tags)
          }}
        />
      )
    case 'list':
      return (
        <ListField
          id={id}
          label={field.label}
          problem={problem}
          itemLimit={limits.list(field.name)?.itemLength}
          itemLabel={field.itemLabel}
          addLabel={field.addLabel}
          items={values[field.name] as string[]}
          onChange={(items) => {
            onChange(field.name, items)
          }}
        />
      )
    case 'image':
      return (
        <StoredImageField
          label={field.label}
          bucket={field.bucket}
          stem={`${field.folder}/${slugify(values[field.nameFrom] as string) || 'image'}`}
          pasting={field.pasting ?? false}
          value={readImageChoice(values[field.name])}
          onChange={(image) => {
            onChange(field.name, image)
          }}
        />
      )
  }
}

function KnownTagInput(props: {
  id: string
  label: string
  problem: string | undefined
  tags: string[]
  onChange: (tags: string[]) => void
}) {
  const client = useBackend()
  const known = useQuery(postQueries.knownTags(client))
  return <TagInput {...props} known={known.data ?? []} />
}

interface StoredImageFieldProps {
  label: string
  bucket: ImageBucket
  /** The folder and name the image is stored under, before the time and the extension. */
  stem: string
  pasting: boolean
  value: ImageChoice | null
  onChange: (image: ImageChoice | null) => void
}

/** An image of a resource: a logo, a publication's image. */
function StoredImageField({ bucket, stem, ...props }: StoredImageFieldProps) {
  const upload = useImageUpload({ bucket, share: false })
  return <ImageField {...props} store={(file) => upload(stem, file)} />
}
