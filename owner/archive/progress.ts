/**
 * What a long archive task is doing, for a progress bar:
 * - unpacking: files of an archive's ZIP unpacked (restore);
 * - reading: tables and images read from the backend (export), or the current content (dry run);
 * - downloading: images downloaded (export);
 * - fetching: images only on the web fetched (an import, when the owner asks);
 * - preparing: an import's images made web-ready, as the editor makes a picked image;
 * - packing: files of the ZIP checked and packed;
 * - uploading: images uploaded (restore);
 * - saving: parts of the rows sent, then the one write of all of them.
 */
export type ArchivePhase =
  | 'unpacking'
  | 'reading'
  | 'downloading'
  | 'fetching'
  | 'preparing'
  | 'packing'
  | 'uploading'
  | 'saving'

export interface ArchiveStep {
  phase: ArchivePhase
  done: number
  total: number
}

export type ArchiveProgress = (step: ArchiveStep) => void
