import { Button, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { useUnusedMediaDelete } from '../../data/media/useUnusedMediaDelete.ts'
import { type MediaItem, formatBytes, itemBytes, itemFiles } from '../../../shared/domain/media.ts'
import { type CleanupPlan, cleanupPlan } from '../../../shared/domain/mediaCleanup.ts'
import { offlineQueries } from '../../data/offline/queries.ts'
import { usePlatform } from '../../ui/PlatformContext.ts'

interface UnusedMediaDialogProps {
  isOpen: boolean
  /** Every image in Storage, or null while the list is being read. */
  items: MediaItem[] | null
  onClose: () => void
}

/**
 * The dry run of deleting unused files: every file that would go, and how much space that frees,
 * and the unused files that are kept, each with why (unsaved changes on this device hold it, or
 * it was uploaded lately). Nothing is deleted until the owner confirms, and then only what is
 * still unused.
 */
export function UnusedMediaDialog({ isOpen, items, onClose }: UnusedMediaDialogProps) {
  const platform = usePlatform()
  const localUses = useQuery({ ...offlineQueries.mediaUses(platform.drafts), enabled: isOpen })
  const plan =
    items && localUses.data && !localUses.isFetching
      ? cleanupPlan(items, { now: new Date(), localUses: localUses.data })
      : null
  const remove = useUnusedMediaDelete()
  const files = (plan?.deletable ?? []).flatMap(itemFiles)
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Delete unused files">
      <DialogBody>
        {plan ? <PlanList plan={plan} /> : <Spinner size={24} aria-label="Checking the files" />}
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

function PlanList({ plan }: { plan: CleanupPlan }) {
  const files = plan.deletable.flatMap(itemFiles)
  const bytes = plan.deletable.reduce((sum, item) => sum + itemBytes(item), 0)
  return (
    <>
      {files.length === 0 ? (
        <p>There is nothing to delete: every file in Storage is used, or kept for now.</p>
      ) : (
        <>
          <p>
            These {files.length} files ({formatBytes(bytes)}) are used nowhere on the site and would
            be deleted from Storage:
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
      {plan.kept.length > 0 && (
        <>
          <p>These unused files are kept:</p>
          <ul aria-label="Unused files that are kept" className="media-dry-run">
            {plan.kept.map(({ item, reason }) => (
              <li key={`${item.bucket}/${item.name}`}>
                {item.bucket}/{item.name}: {reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
