import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core'
import { type SyntheticEvent, useState } from 'react'
import { TEXT_LIMITS, tooLongProblem } from '../../domain/textLimits.ts'

interface AltTextDialogProps {
  /** The image's alt text as it is now; the dialog is open while there is one to edit. */
  alt: string | null
  onClose: () => void
  /** Called with the new alt text; an empty one takes the alt text away. */
  onSave: (alt: string) => void
}

/** A body image's alt text has the banner's limit: both describe an image in a sentence. */
const ALT_LIMIT = TEXT_LIMITS.blog_posts.banner_alt

/** Gives an image in the post its alt text: what it shows, for readers who cannot see it. */
export function AltTextDialog({ alt, onClose, onSave }: AltTextDialogProps) {
  return (
    // Focus goes back to the editor (see onClose), not to the toolbar.
    <Dialog
      isOpen={alt !== null}
      onClose={onClose}
      title="Alt text"
      shouldReturnFocusOnClose={false}
    >
      {alt !== null && <AltTextForm initial={alt} onClose={onClose} onSave={onSave} />}
    </Dialog>
  )
}

function AltTextForm({
  initial,
  onClose,
  onSave,
}: {
  initial: string
  onClose: () => void
  onSave: (alt: string) => void
}) {
  const [alt, setAlt] = useState(initial)
  const problem = tooLongProblem(alt.trim(), ALT_LIMIT)
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    // The dialog sits in a portal, but React passes its submit on to the post form around the
    // editor: stop it here so giving alt text never saves the post.
    event.stopPropagation()
    if (problem) return
    onSave(alt)
    onClose()
  }
  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <FormGroup
          label="Image alt text"
          labelFor="editor-image-alt"
          intent={problem ? 'danger' : 'none'}
          helperText={
            problem ?? 'What the image shows, for readers who cannot see it. Empty removes it.'
          }
        >
          <InputGroup
            id="editor-image-alt"
            autoFocus
            intent={problem ? 'danger' : 'none'}
            aria-invalid={problem ? true : undefined}
            value={alt}
            onValueChange={setAlt}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button type="submit" intent="primary" text="Save alt text" />
          </>
        }
      />
    </form>
  )
}
