import { Button, Dialog, DialogBody, H3, NonIdealState, Spinner } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { mediaFileUrl } from '../../../shared/backend/media.ts'
import { type MediaItem, postImages } from '../../../shared/domain/media.ts'
import type { ImageChoice } from '../../../shared/domain/imageVariants.ts'
import { mediaQueries } from '../../data/media/queries.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { LoadFailed } from '../list/LoadFailed.tsx'
import { useMediaImageChoice } from './useMediaImageChoice.ts'

interface ImageSourceDialogProps {
  isOpen: boolean
  onClose: () => void
  /** Called once the dialog has closed and given up the keyboard. */
  onClosed: () => void
  onUpload: () => void
  /** Called with an image of the Media library, with its web sizes. */
  onChoose: (choice: ImageChoice) => void
}

/**
 * The image button's choice: Upload a file from the computer, or Choose from Media, which lists
 * the images already stored and inserts the one chosen with its web sizes, as an upload is.
 */
export function ImageSourceDialog(props: ImageSourceDialogProps) {
  const { isOpen, onClose, onClosed, onUpload } = props
  return (
    <Dialog isOpen={isOpen} onClose={onClose} onClosed={onClosed} title="Insert image">
      <DialogBody>
        <Button icon="upload" intent="primary" text="Upload" onClick={onUpload} />
        <H3 className="image-source__heading">Choose from Media</H3>
        {isOpen && <MediaChoices {...props} />}
      </DialogBody>
    </Dialog>
  )
}

function MediaChoices({ onChoose }: ImageSourceDialogProps) {
  const client = useBackend()
  const media = useQuery({ ...mediaQueries.all(client), select: postImages })
  const { loading, load } = useMediaImageChoice()

  const choose = async (item: MediaItem) => {
    const choice = await load(item)
    if (choice) onChoose(choice)
  }

  if (media.isPending) return <Spinner size={20} aria-label="Loading images" />
  if (media.isError)
    return (
      <LoadFailed
        title="Error loading media"
        error={media.error}
        onRetry={() => void media.refetch()}
      />
    )
  if (media.data.length === 0)
    return (
      <NonIdealState
        icon="media"
        title="No images in Media yet"
        description="Upload one instead."
      />
    )
  return (
    <ul className="image-source__choices" aria-label="Images in Media">
      {media.data.map((item) => (
        <li key={item.name}>
          <button
            type="button"
            className="image-source__choice"
            aria-label={`Insert ${item.name}`}
            disabled={loading !== null}
            onClick={() => void choose(item)}
          >
            <img src={mediaFileUrl(client, item)} alt="" loading="lazy" />
            {loading === item.name && <Spinner size={16} />}
          </button>
        </li>
      ))}
    </ul>
  )
}
