import { stableId } from './stableId.ts'

/** A post's id from its source's key, and the id imports gave it before they named the site. */
export interface PostIds {
  id: string
  /** The id without the site in it, as imports wrote it before; null when they wrote `id`. */
  earlier: string | null
}

/**
 * The ids an import gives what it reads, the same on every import of the same source: a post's
 * from its key in the source (a post id, a file's path), a redirect's from its old address.
 * Where the old site's address is known, it is part of the name: two WordPress sites both
 * number their posts from 1, and the second site's post 1 is not the first's.
 */
export function importIds(source: string, site: string) {
  const scope = site === '' ? source : `${source}:${site}`
  return {
    async post(key: string): Promise<PostIds> {
      const id = await stableId(`${scope}:post:${key}`)
      return { id, earlier: site === '' ? null : await stableId(`${source}:post:${key}`) }
    },
    redirect: (oldPath: string) => stableId(`${scope}:redirect:${oldPath}`),
  }
}

export type ImportIds = ReturnType<typeof importIds>
