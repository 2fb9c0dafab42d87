import { slugify } from '../../shared/domain/slug.ts'

/**
 * Text for a generated archive: believable, repeatable (the same seed gives the same archive)
 * and of the length of real posts, so the benchmark measures what a consultant's years of
 * writing weigh, not a lorem ipsum of a few lines.
 */

/** A small repeatable random source (mulberry32). */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const ARCHIVE_TAGS = [
  'Scale-up Strategy',
  'Product Leadership',
  'AI Implementation',
  'Team Building',
  'Fractional Executive',
  'Strategic Planning',
  'Product-Market Fit',
  'Organisational Design',
  'Due Diligence',
  'Leadership',
  'Strategy',
  'Pricing',
  'Fundraising',
  'Hiring',
  'Culture',
  'Operations',
  'Go-to-Market',
  'Board Relations',
  'Data',
  'Governance',
  'Roadmaps',
  'OKRs',
  'Customer Discovery',
  'Retention',
  'Unit Economics',
  'Acquisitions',
  'Platforms',
  'Security',
  'Remote Work',
  'Coaching',
] as const

const SUBJECTS = [
  'the leadership team',
  'a growth-stage company',
  'the product organisation',
  'every founder I work with',
  'the board',
  'a scale-up past eighty people',
  'the engineering group',
  'the commercial team',
  'an operating partner',
  'the first product manager',
]
const VERBS = [
  'rarely notices',
  'has to decide',
  'keeps underestimating',
  'can measure',
  'should write down',
  'learns to protect',
  'quietly gives up',
  'ends up paying for',
  'turns into a habit',
  'discovers too late',
]
const OBJECTS = [
  'the cost of context that nobody wrote down',
  'a planning cycle people actually trust',
  'the difference between a pilot and a programme',
  'decision rights that match the org chart',
  'pricing that follows the value delivered',
  'the handful of metrics that move the plan',
  'hiring for the company it is becoming',
  'a roadmap that survives contact with sales',
  'the honest reasons customers leave',
  'the operating rhythm of a bigger company',
]
const CLOSERS = [
  'long before it shows up in the numbers',
  'which is exactly where the gap begins',
  'and that is a choice, not an accident',
  'so the next quarter starts from evidence',
  'while the team still remembers why',
  'without adding process for its own sake',
]
const TITLE_OPENERS = [
  'What',
  'Why',
  'How',
  'When',
  'Notes on',
  'A Field Guide to',
  'Lessons from',
  'The Hidden Cost of',
]
const TITLE_TOPICS = [
  'Scaling Decision Rights',
  'Pricing AI Features',
  'the Second Product Manager',
  'Board Meetings That Decide',
  'Series B Hiring Plans',
  'Roadmaps Sales Can Trust',
  'Quarterly Planning',
  'Operating Rhythms',
  'Due Diligence Readiness',
  'Retention Before Growth',
  'Fractional Leadership',
  'Data Teams That Ship',
]

const pick = <Item>(random: () => number, items: readonly Item[]): Item =>
  items[Math.floor(random() * items.length)] as Item

function sentence(random: () => number): string {
  const text = `${pick(random, SUBJECTS)} ${pick(random, VERBS)} ${pick(random, OBJECTS)}, ${pick(random, CLOSERS)}.`
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** A post body of about `words` words: paragraphs of five sentences under a heading now and then. */
export function postBody(random: () => number, words: number): string {
  const parts: string[] = []
  let count = 0
  for (let paragraph = 0; count < words; paragraph++) {
    if (paragraph > 0 && paragraph % 4 === 0) {
      parts.push(`<h2>${pick(random, TITLE_OPENERS)} ${pick(random, TITLE_TOPICS)}</h2>`)
    }
    const sentences = Array.from({ length: 5 }, () => sentence(random))
    count += sentences.join(' ').split(' ').length
    parts.push(`<p>${sentences.join(' ')}</p>`)
  }
  return parts.join('\n')
}

/** A title and a slug that no other post of the archive has (the number makes it so). */
export function postTitle(random: () => number, index: number): { title: string; slug: string } {
  const title = `${pick(random, TITLE_OPENERS)} ${pick(random, TITLE_TOPICS)}, Part ${index + 1}`
  return { title, slug: slugify(title) }
}

/** Two to four different tags. */
export function someTags(random: () => number): string[] {
  const count = 2 + Math.floor(random() * 3)
  const tags = new Set<string>()
  while (tags.size < count) tags.add(pick(random, ARCHIVE_TAGS))
  return [...tags]
}

/** A short summary, as the owner writes for about two posts in three. */
export function maybeExcerpt(random: () => number): string | null {
  return random() < 0.66 ? sentence(random) : null
}
