import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
} from '@blueprintjs/core'
import { type SyntheticEvent, useState } from 'react'
import type { ListedTag } from '../../../shared/backend/ownerTags.ts'
import { useTagChangeMutation } from '../../data/tags/useTagChangeMutations.ts'
import { itemCount, renameProblem } from './tagChanges.ts'

/** A tag being renamed, or merged into another. */
export interface TagChangeRequest {
  kind: 'rename' | 'merge'
  tag: ListedTag
}

interface TagChangeDialogProps {
  request: TagChangeRequest | null
  tags: readonly ListedTag[]
  onClose: () => void
}

/** Renames a tag or merges it into another; closes once the backend has done it. */
export function TagChangeDialog({ request, tags, onClose }: TagChangeDialogProps) {
  return (
    <Dialog
      isOpen={request !== null}
      onClose={onClose}
      title={request?.kind === 'merge' ? 'Merge tag' : 'Rename tag'}
    >
      {request && (
        <TagChangeForm
          key={`${request.kind} ${request.tag.name}`}
          {...{ request, tags, onClose }}
        />
      )}
    </Dialog>
  )
}

function TagChangeForm({
  request,
  tags,
  onClose,
}: TagChangeDialogProps & { request: TagChangeRequest }) {
  const { kind, tag } = request
  const change = useTagChangeMutation(kind)
  const others = tags.filter((listed) => listed.name !== tag.name)
  const [typed, setTyped] = useState(tag.name)
  const [into, setInto] = useState('')
  const [tried, setTried] = useState(false)
  const problem =
    kind === 'rename'
      ? renameProblem(tag, typed, tags)
      : into === ''
        ? 'Choose the tag to merge into.'
        : null

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    setTried(true)
    if (problem !== null) return
    const to = kind === 'merge' ? into : typed.trim()
    change.mutate({ from: tag.name, to }, { onSuccess: onClose })
  }

  const field =
    kind === 'rename' ? (
      <InputGroup
        id="tag-change"
        value={typed}
        autoFocus
        onValueChange={setTyped}
        intent={tried && problem ? 'danger' : 'none'}
      />
    ) : (
      <HTMLSelect
        id="tag-change"
        value={into}
        fill
        onChange={(event) => {
          setInto(event.currentTarget.value)
        }}
        options={[
          { value: '', label: 'Choose a tag' },
          ...others.map((other) => ({ value: other.name, label: other.name })),
        ]}
      />
    )

  return (
    <form noValidate onSubmit={submit} aria-label={kind === 'merge' ? 'Merge tag' : 'Rename tag'}>
      <DialogBody>
        <p>
          <strong>{tag.name}</strong> is on {itemCount(tag)}. Each keeps it under its new name, and
          the blog’s address filtered by “{tag.name}” leads to the new name after the next build.
        </p>
        <FormGroup
          label={kind === 'merge' ? 'Merge into' : 'New name'}
          labelFor="tag-change"
          intent={tried && problem ? 'danger' : 'none'}
          helperText={tried ? problem : undefined}
        >
          {field}
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              type="submit"
              intent={kind === 'merge' ? 'warning' : 'primary'}
              text={kind === 'merge' ? 'Merge' : 'Rename'}
              loading={change.isPending}
            />
          </>
        }
      />
    </form>
  )
}
