import { MAX_SLUG_LENGTH, isValidSlug, slugify } from '../../domain/slug.ts'
import { percentDecoded } from './fileTree.ts'

/** Text with its accents taken off ("Überblick" → "Uberblick"), for slugs. */
const withoutAccents = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')

function shortened(slug: string, length = MAX_SLUG_LENGTH): string {
  if (slug.length <= length) return slug
  const cut = slug.slice(0, length)
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : length)
}

/**
 * A valid slug for a post: the given one where it is valid, else made from it (decoded, accents
 * off, lower case, hyphens), else from the title, else "post".
 */
export function validSlug(given: string, title: string): string {
  const slug = given.trim()
  if (isValidSlug(slug)) return slug
  const made = shortened(slugify(withoutAccents(percentDecoded(slug))))
  if (made !== '') return made
  return shortened(slugify(withoutAccents(title))) || 'post'
}

/** Slugs made unique in the order asked for: the second "hello" is "hello-2", and so on. */
export function uniqueSlugs(): (slug: string) => string {
  const taken = new Set<string>()
  return (slug) => {
    let candidate = slug
    for (let number = 2; taken.has(candidate); number++) {
      const suffix = `-${number}`
      candidate = shortened(slug, MAX_SLUG_LENGTH - suffix.length) + suffix
    }
    taken.add(candidate)
    return candidate
  }
}
