import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { type MediaItem, formatBytes, itemBytes, itemFiles } from '../../domain/media.ts'
import { useUnusedMediaDelete } from '../../data/media/useUnusedMediaDelete.ts'

interface UnusedMediaDialogProps {
  /** The images nothing uses, or null while the dialog is closed. */
  unused: MediaItem[] | null
  onClose: () => void
}

/**
 * The dry run of deleting unused files: every file that would go, and how much space that frees.
 * Nothing is deleted until the owner confirms, and then only what is still unused.
 */
export function UnusedMediaDialog({ unused, onClose }: UnusedMediaDialogProps) {
  const remove = useUnusedMediaDelete()
  const files = (unused ?? []).flatMap(itemFiles)
  const bytes = (unused ?? []).reduce((sum, item) => sum + itemBytes(item), 0)
  return (
    <Dialog isOpen={unused !== null} onClose={onClose} title="Delete unused files">
      <DialogBody>
        {files.length === 0 ? (
          <p>Every file in Storage is used: there is nothing to delete.</p>
        ) : (
          <>
            <p>
              These {files.length} files ({formatBytes(bytes)}) are used nowhere on the site and
              would be deleted from Storage:
            </p>
            <ul aria-label="Files that would be deleted" className="media-dry-run">
              {files.map((file) => (
                <li key={`${file.bucket}/${file.name}`}>
                  {file.bucket}/{file.name}
                </li>
              ))}
            </ul>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              intent="danger"
              text={`Delete ${String(files.length)} files`}
              disabled={files.length === 0}
              loading={remove.isPending}
              onClick={() => {
                remove.mutate(files, { onSuccess: onClose })
              }}
            />
          </>
        }
      />
    </Dialog>
  )
}
