import { isBlogAddress } from '../../../shared/domain/redirectPath.ts'
import type { ArchiveRow } from '../columns.ts'
import { type ImportRun, subjectOf } from './importRun.ts'
import { type CheckedPost, REDIRECT_CHECKS } from './postChecks.ts'
import type { SourcePost } from './sourcePost.ts'

/**
 * A redirect from each of the post's old addresses that can be redirected: not its address
 * here, not the blog's or another post's (redirectPath.ts), and not one a post read before
 * claimed.
 */
export async function redirectsOf(
  run: ImportRun,
  post: SourcePost,
  fields: CheckedPost,
  row: { id: string; created_at: string },
): Promise<ArchiveRow[]> {
  if (!fields.published) return []
  const redirects: ArchiveRow[] = []
  for (const oldPath of post.oldPaths) {
    if (oldPath.replace(/(.)\/$/, '$1') === `/blog/${fields.slug}`) continue
    if (!REDIRECT_CHECKS.redirects_from_path_format(oldPath)) {
      run.note(
        'not-redirected',
        subjectOf(post),
        `Its old address ${oldPath} cannot be redirected.`,
      )
      continue
    }
    if (isBlogAddress(oldPath)) {
      run.note(
        'not-redirected',
        subjectOf(post),
        `Its old address ${oldPath} is the address of the blog or of a post here; it is not redirected.`,
      )
      continue
    }
    if (run.redirected.has(oldPath)) continue
    run.redirected.add(oldPath)
    redirects.push({
      id: await run.ids.redirect(oldPath),
      from_path: oldPath,
      post_id: row.id,
      created_at: row.created_at,
      updated_at: row.created_at,
    })
  }
  return redirects
}
