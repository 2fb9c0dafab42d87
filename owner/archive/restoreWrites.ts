import type { ArchiveImage } from './archive.ts'
import type { ArchiveRow } from './columns.ts'
import type { StoredImageType } from './imageType.ts'
import type { ArchiveTable } from './tables.ts'

/** A row a restore writes, as its dry run planned it. */
export interface RowWrite {
  table: ArchiveTable
  /** The row as the backend will hold it (links to this backend's Storage). */
  row: ArchiveRow
  /** The backend row's time of last change the dry run saw; null where there was none. */
  version: string | null
  /** Whether this write replaces a newer copy (done only when the owner chooses to). */
  overwritesNewer: boolean
}

/** An image a restore writes, as its dry run planned it. */
export interface ImageWrite {
  image: ArchiveImage
  type: StoredImageType
  /** Whether an image is at its path already (a restore that fails puts it back). */
  replaces: boolean
  overwritesNewer: boolean
}
