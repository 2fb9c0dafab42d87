import transliterate from '@sindresorhus/transliterate'
import { MAX_SLUG_LENGTH, isValidSlug, slugify } from '../../../shared/domain/slug.ts'
import { percentDecoded } from './fileTree.ts'

/**
 * Text in Latin letters, for slugs: Greek, Cyrillic and the other scripts the library knows
 * spelled out ("Καλημέρα" → "Kalimera"), accents taken off ("Überblick" → "Ueberblick").
 */
const inLatin = (text: string) =>
  transliterate(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')

/** A slug that is only a number ("2") reads as nothing: it says it is a post. */
const notBareNumber = (slug: string) => (/^[0-9-]+$/.test(slug) ? `post-${slug}` : slug)

function shortened(slug: string, length = MAX_SLUG_LENGTH): string {
  if (slug.length <= length) return slug
  const cut = slug.slice(0, length)
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : length)
}

/**
 * A valid slug for a post, never a bare number: the given one where it is valid, else made from
 * it (decoded, in Latin letters, lower case, hyphens), else from the title, else "post".
 */
export function validSlug(given: string, title: string): string {
  const slug = given.trim()
  const made = isValidSlug(slug) ? slug : shortened(slugify(inLatin(percentDecoded(slug))))
  if (made !== '' && !/^[0-9-]+$/.test(made)) return made
  const fromTitle = shortened(slugify(inLatin(title)))
  if (fromTitle !== '') return shortened(notBareNumber(fromTitle))
  return made === '' ? 'post' : shortened(notBareNumber(made))
}

/**
 * The first of `slug`, `slug-2`, `slug-3`... that `isFree` accepts, each within the longest
 * slug the database keeps.
 */
export function firstFreeSlug(slug: string, isFree: (candidate: string) => boolean): string {
  let candidate = slug
  for (let number = 2; !isFree(candidate); number++) {
    const suffix = `-${String(number)}`
    candidate = shortened(slug, MAX_SLUG_LENGTH - suffix.length) + suffix
  }
  return candidate
}

/** Slugs made unique in the order asked for: the second "hello" is "hello-2", and so on. */
export function uniqueSlugs(): (slug: string) => string {
  const taken = new Set<string>()
  return (slug) => {
    const candidate = firstFreeSlug(slug, (free) => !taken.has(free))
    taken.add(candidate)
    return candidate
  }
}
