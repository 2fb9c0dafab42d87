import { useCallback, useState } from 'react'
import type { EditorImage } from './imageAlt.ts'

export interface AltTextRequests {
  /** The image the alt text dialog is open for, or null while it is closed or closing. */
  current: EditorImage | null
  /** Which turn of the dialog this is: a new one for each image, so nothing typed carries over. */
  turn: number
  /** Asks for an image's alt text: at once, or after the images already asked about. */
  ask: (image: EditorImage) => void
  /** The dialog is closing, its image described or not. */
  close: () => void
  /** The dialog has closed: the next image waiting, if any, is asked about. */
  closed: () => void
}

/**
 * The images waiting for their alt text, asked about one at a time. Images put in together (a
 * drop of several files) each ask as they land: one that lands while the dialog is open for
 * another waits its turn, so what the owner types always goes to the image the dialog showed.
 */
export function useAltTextRequests(): AltTextRequests {
  const [waiting, setWaiting] = useState<readonly EditorImage[]>([])
  const [closing, setClosing] = useState(false)
  const [turn, setTurn] = useState(0)
  const ask = useCallback((image: EditorImage) => {
    setWaiting((images) => [...images, image])
  }, [])
  const close = useCallback(() => {
    setClosing(true)
  }, [])
  const closed = useCallback(() => {
    setClosing(false)
    setWaiting(([, ...rest]) => rest)
    setTurn((count) => count + 1)
  }, [])
  return { current: closing ? null : (waiting[0] ?? null), turn, ask, close, closed }
}
