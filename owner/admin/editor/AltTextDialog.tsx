import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core'
import { type SyntheticEvent, useState } from 'react'
import { TEXT_LIMITS, tooLongProblem } from '../../../shared/domain/textLimits.ts'
import type { ImageText } from './imageAlt.ts'

interface AltTextDialogProps {
  /** The image's alt text (and a figure's caption) as they are now; open while there is one. */
  image: ImageText | null
  onClose: () => void
  /** Called once the dialog has closed and given up the keyboard. */
  onClosed: () => void
  /** Called with the new texts; an empty alt text takes the alt text away. */
  onSave: (text: ImageText) => void
}

/** A body image's alt text has the banner's limit: both describe an image in a sentence. */
const ALT_LIMIT = TEXT_LIMITS.blog_posts.banner_alt

/**
 * Gives an image in the post its alt text (what it shows, for readers who cannot see it), and a
 * figure its caption (shown under it to everyone).
 */
export function AltTextDialog({ image, onClose, onClosed, onSave }: AltTextDialogProps) {
  return (
    // Focus goes back to the editor (see onClosed), not to the toolbar.
    <Dialog
      isOpen={image !== null}
      onClose={onClose}
      onClosed={onClosed}
      title="Alt text"
      shouldReturnFocusOnClose={false}
    >
      {image !== null && <AltTextForm initial={image} onClose={onClose} onSave={onSave} />}
    </Dialog>
  )
}

function AltTextForm({
  initial,
  onClose,
  onSave,
}: {
  initial: ImageText
  onClose: () => void
  onSave: (text: ImageText) => void
}) {
  const [alt, setAlt] = useState(initial.alt)
  const [caption, setCaption] = useState(initial.caption)
  const problem = tooLongProblem(alt.trim(), ALT_LIMIT)
  const captionProblem = caption === null ? null : tooLongProblem(caption.trim(), ALT_LIMIT)
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    // The dialog sits in a portal, but React passes its submit on to the post form around the
    // editor: stop it here so giving alt text never saves the post.
    event.stopPropagation()
    if (problem || captionProblem) return
    onSave({ alt, caption })
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
        {caption !== null && (
          <FormGroup
            label="Caption (optional)"
            labelFor="editor-image-caption"
            intent={captionProblem ? 'danger' : 'none'}
            helperText={captionProblem ?? 'Shown under the image, to every reader.'}
          >
            <InputGroup
              id="editor-image-caption"
              intent={captionProblem ? 'danger' : 'none'}
              aria-invalid={captionProblem ? true : undefined}
              value={caption}
              onValueChange={setCaption}
            />
          </FormGroup>
        )}
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
