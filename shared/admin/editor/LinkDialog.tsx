import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core'
import { type SyntheticEvent, useState } from 'react'

interface LinkDialogProps {
  isOpen: boolean
  onClose: () => void
  /** Called with the typed address; an empty or bare 'https://' address is ignored. */
  onInsert: (url: string) => void
}

export function LinkDialog({ isOpen, onClose, onInsert }: LinkDialogProps) {
  const [url, setUrl] = useState('https://')
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    // The dialog sits in a portal, but React passes its submit on to the post form around the
    // editor: stop it here so inserting a link never saves the post.
    event.stopPropagation()
    const address = url.trim()
    if (address !== '' && address !== 'https://') onInsert(address)
    setUrl('https://')
    onClose()
  }
  return (
    // Focus goes back to the editor (see onClose), not to the toolbar's Link button.
    <Dialog isOpen={isOpen} onClose={onClose} title="Insert link" shouldReturnFocusOnClose={false}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <FormGroup label="Link address" labelFor="editor-link-url">
            <InputGroup
              id="editor-link-url"
              autoFocus
              type="url"
              value={url}
              onValueChange={setUrl}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button type="submit" intent="primary" text="Insert link" />
            </>
          }
        />
      </form>
    </Dialog>
  )
}
