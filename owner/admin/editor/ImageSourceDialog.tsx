import { Button, Dialog, DialogBody, H3, NonIdealState, Spinner } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { failureDescription } from '../../../shared/backend/errors.ts'
import { mediaFileUrl } from '../../../shared/backend/media.ts'
import { type MediaItem, mediaImageChoice } from '../../../shared/domain/media.ts'
import type { ImageChoice } from '../../../shared/domain/imageVariants.ts'
import { mediaQueries } from '../../data/media/queries.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { LoadFailed } from '../list/LoadFailed.tsx'
import { loadedImageSize } from './loadedImageSize.ts'

interface ImageSourceDialogProps {
  isOpen: boolean
  onClose: () => void
  /** Called once the dialog has closed and given up the keyboard. */
  onClosed: () => void
  onUpload: () => void
  /** Called with an image of the Media library, with its web sizes. */
  onChoose: (choice: ImageChoice) => void
}

/** The post images of the Media library (logos are not offered), newest first. */
const postImages = (items: MediaItem[]) =>
  items
    .filter((item) => item.bucket === 'blog-images')
    .sort((a, b) => b.created_at.localeCompare(a.created_at))

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
  const toast = useToaster()
  const media = useQuery({ ...mediaQueries.all(client), select: postImages })
  const [loading, setLoading] = useState<string | null>(null)

  const choose = async (item: MediaItem) => {
    const url = mediaFileUrl(client, item)
    setLoading(item.name)
    try {
      // The original's size, which the web sizes' names do not tell.
      onChoose(mediaImageChoice(url, item, await loadedImageSize(url)))
    } catch (error) {
      toast({
        title: 'Image could not be loaded',
        description: failureDescription(error),
        intent: 'danger',
      })
    } finally {
      setLoading(null)
    }
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
