/** What a revision holds besides its body, and its body's word count and fingerprint. */
export interface RevisionFacts {
  title: string
  slug: string
  excerpt: string | null
  tags: string[]
  featured: boolean
  published: boolean
  featured_image_url: string | null
  banner_alt: string | null
  author: string | null
  seo_title: string | null
  seo_description: string | null
  canonical_url: string | null
  content_words: number
  content_md5: string
  operation: string
}

const FIELDS = [
  ['title', 'title'],
  ['slug', 'slug'],
  ['excerpt', 'excerpt'],
  ['author', 'author'],
  ['featured_image_url', 'banner'],
  ['banner_alt', 'banner alt text'],
  ['seo_title', 'search title'],
  ['seo_description', 'search description'],
  ['canonical_url', 'canonical address'],
] as const

function bodyChange(words: number, previousWords: number): string {
  const change = words - previousWords
  if (change === 0) return 'body'
  return `body ${change > 0 ? '+' : '−'}${String(Math.abs(change))} word${Math.abs(change) === 1 ? '' : 's'}`
}

/**
 * What changed since the revision before, in a few words: "title, body +120 words". The oldest
 * revision kept says whether the post began there.
 */
export function revisionSummary(revision: RevisionFacts, previous: RevisionFacts | undefined) {
  if (!previous) return revision.operation === 'insert' ? 'created' : 'oldest kept'
  const changes: string[] = FIELDS.filter(
    ([field]) => (revision[field] ?? '') !== (previous[field] ?? ''),
  ).map(([, name]) => name)
  if (revision.tags.join('\n') !== previous.tags.join('\n')) changes.push('tags')
  if (revision.content_md5 !== previous.content_md5)
    changes.push(bodyChange(revision.content_words, previous.content_words))
  if (revision.published !== previous.published)
    changes.push(revision.published ? 'published' : 'unpublished')
  if (revision.featured !== previous.featured)
    changes.push(revision.featured ? 'featured' : 'not featured')
  return changes.length > 0 ? changes.join(', ') : 'publish date'
}
