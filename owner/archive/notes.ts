/**
 * What a dry run tells the owner besides the counts:
 * - remote-image: an image only at a web address, kept as that address (fetched only when asked);
 * - fetched: such an image, fetched when the owner asked, and stored with the posts;
 * - missing-image: an image the file names but that was not given with it;
 * - renamed: a slug made valid, or made unique;
 * - changed: a value filled in or adjusted (a default tag, tags over the limit, a shortened text);
 * - draft: an item that is not public where it came from (a draft, private, for members, a
 *   page), kept a draft here, and why;
 * - scheduled: an item its source was to publish later, scheduled here for that time;
 * - skipped: something that is not imported, and why;
 * - not-redirected: an old address of an imported post that gets no redirect here, and why;
 * - links: links from the old site's root, and where they lead now;
 * - template: template tags or shortcodes only the old site ran, imported as written;
 * - left-out: a part of an archive this version does not know, not restored.
 */
export type NoteKind =
  | 'remote-image'
  | 'fetched'
  | 'missing-image'
  | 'renamed'
  | 'changed'
  | 'draft'
  | 'scheduled'
  | 'skipped'
  | 'not-redirected'
  | 'links'
  | 'template'
  | 'left-out'

export interface ArchiveNote {
  kind: NoteKind
  /** What the note is about: a post's title, a file's path. */
  subject: string
  message: string
}
