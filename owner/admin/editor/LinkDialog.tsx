import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core'
import { type SyntheticEvent, useState } from 'react'
import { typedLink } from '../../../shared/domain/links.ts'

interface LinkDialogProps {
  isOpen: boolean
  onClose: () => void
  /** Called once the dialog has closed and given up the keyboard. */
  onClosed: () => void
  /**
   * Called with the link to insert: a typed address without a scheme gets https://. An empty or
   * bare 'https://' address inserts nothing; one that cannot be a link keeps the dialog open.
   */
  onInsert: (href: string) => void
}

const PREFILL = 'https://'

export function LinkDialog({ isOpen, onClose, onClosed, onInsert }: LinkDialogProps) {
  const [url, setUrl] = useState(PREFILL)
  const [problem, setProblem] = useState<string | null>(null)
  const close = () => {
    setUrl(PREFILL)
    setProblem(null)
    onClose()
  }
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    // The dialog sits in a portal, but React passes its submit on to the post form around the
    // editor: stop it here so inserting a link never saves the post.
    event.stopPropagation()
    const address = url.trim()
    if (address !== '' && address !== PREFILL) {
      const link = typedLink(address, 'web-mail-phone')
      if (!link.ok) {
        setProblem(link.problem)
        return
      }
      onInsert(link.href)
    }
    close()
  }
  return (
    // Focus goes back to the editor (see onClosed), not to the toolbar's Link button.
    <Dialog
      isOpen={isOpen}
      onClose={close}
      onClosed={onClosed}
      title="Insert link"
      shouldReturnFocusOnClose={false}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <FormGroup
            label="Link address"
            labelFor="editor-link-url"
            intent={problem ? 'danger' : 'none'}
            helperText={problem ?? 'A web address, or a mailto: or tel: link'}
          >
            <InputGroup
              id="editor-link-url"
              autoFocus
              type="url"
              intent={problem ? 'danger' : 'none'}
              value={url}
              onValueChange={(typed) => {
                setUrl(typed)
                setProblem(null)
              }}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={close} />
              <Button type="submit" intent="primary" text="Insert link" />
            </>
          }
        />
      </form>
    </Dialog>
  )
}
