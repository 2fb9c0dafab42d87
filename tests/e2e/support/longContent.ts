import { randomUUID } from 'node:crypto'
import { MAX_REDIRECT_PATH } from '../../../shared/domain/redirectPath.ts'
import { LIST_LIMITS, TEXT_LIMITS } from '../../../shared/domain/textLimits.ts'
import { serviceData } from './backend.ts'
import { createPost } from '../../support/factories/blogPosts.ts'
import { createFaq } from '../../support/factories/contactFaqs.ts'
import { createSubscriber } from '../../support/factories/newsletterSubscribers.ts'
import { createPublication } from '../../support/factories/publications.ts'
import { createService } from '../../support/factories/services.ts'
import { type TableName, insertFailure } from '../../support/factories/tableClient.ts'

/**
 * Text as long as a column takes, with no place to break: the worst a layout meets. Each piece
 * starts with a word so rows tell apart.
 */
export function unbroken(length: number, word = 'Long'): string {
  return `${word}${'Supercalifragilistic'.repeat(Math.ceil(length / 20))}`.slice(0, length)
}

/** Long prose: words, but as many as the column takes. */
function prose(length: number): string {
  return 'Strategy needs patience and a clear head. '
    .repeat(Math.ceil(length / 42))
    .slice(0, length)
}

const url = (length: number) => `https://example.org/${unbroken(length - 20, 'path')}`
const tags = (word: string) =>
  Array.from({ length: 8 }, (_, index) => unbroken(LIST_LIMITS.tags.itemLength, `${word}${index}`))

/** The ids of the items filled with long content, to open their forms, and the post's address. */
export interface LongContent {
  postId: string
  postPath: string
  ids: Record<string, string>
}

/** A reply (approved: the post page shows it), a like, a follower and a blocked server. */
async function fillFediverse(data: ReturnType<typeof serviceData>, postId: string) {
  const actor = `https://${unbroken(200, 'server').toLowerCase()}.example/users/${unbroken(300, 'reader')}`
  await data
    .from('fediverse_replies')
    .insert({
      object_id: `${actor}/statuses/1`,
      post_id: postId,
      actor_id: actor,
      author_name: unbroken(200, 'Author'),
      author_handle: `@${unbroken(290, 'handle')}`,
      url: url(2000),
      content: `<p>${unbroken(3000, 'Reply')}</p><p>${prose(3000)}</p>`,
      published_at: new Date().toISOString(),
      state: 'approved',
    })
    .throwOnError()
  await data
    .from('fediverse_reactions')
    .insert({ activity_id: `${actor}#like`, post_id: postId, type: 'Like', actor_id: actor })
    .throwOnError()
  await data
    .from('fediverse_followers')
    .insert({ actor_id: actor, inbox: `${actor}/inbox`, follow_id: `${actor}#follow` })
    .throwOnError()
  await data
    .from('fediverse_blocked_servers')
    .insert({ host: `${unbroken(240, 'blocked').toLowerCase()}.example` })
    .throwOnError()
}

/**
 * One item in every table the owner sees, each field as long as it may be (an enquiry and a
 * subscriber too, as long as visitors may send): for walking the owner's screens.
 */
export async function fillWithLongContent(backendUrl: string): Promise<LongContent> {
  const data = serviceData(backendUrl)
  const limits = TEXT_LIMITS
  /** The id of the one row a table's insert made; tables without a factory of their own. */
  const idOf = (
    table: TableName,
    result: { data: { id: string } | null; error: { message: string } | null },
  ): string => {
    if (!result.data) throw insertFailure(table, result.error)
    return result.data.id
  }

  const slug = `long-${randomUUID()}`
  const post = {
    title: unbroken(limits.blog_posts.title, 'Title'),
    // A line of code as long as an imported one can be, which keeps its line.
    content: `<p>${unbroken(2000, 'Content')}</p><p>${prose(4000)}</p><pre><code>${prose(400)}</code></pre>`,
    tags: tags('Tag'),
    author: unbroken(limits.blog_posts.author, 'Author'),
    banner_alt: unbroken(limits.blog_posts.banner_alt, 'Banner'),
    published: true,
    publish_date: new Date().toISOString(),
  }
  const { id: postId } = await createPost(data, {
    ...post,
    slug,
    excerpt: unbroken(limits.blog_posts.excerpt, 'Excerpt'),
  })
  // A featured card too, whose text is the start of the body: the featured cards' own length.
  await createPost(data, { ...post, slug: `long-featured-${randomUUID()}`, featured: true })
  const ids = {
    publications: (
      await createPublication(data, {
        title: unbroken(limits.publications.title, 'Publication'),
        publication_name: unbroken(limits.publications.publication_name, 'Journal'),
        publication_url: url(limits.publications.publication_url),
        published_date: '2026-06-01',
        excerpt: unbroken(limits.publications.excerpt, 'Excerpt'),
        tags: tags('Topic'),
      })
    ).id,
    experiences: idOf(
      'experiences',
      await data
        .from('experiences')
        .insert({
          company: unbroken(limits.experiences.company, 'Company'),
          company_url: url(limits.experiences.company_url),
          role: unbroken(limits.experiences.role, 'Role'),
          period: unbroken(limits.experiences.period, 'Period'),
          description: unbroken(limits.experiences.description, 'Description'),
        })
        .select('id')
        .maybeSingle(),
    ),
    earlier_experiences: idOf(
      'earlier_experiences',
      await data
        .from('earlier_experiences')
        .insert({
          company: unbroken(limits.earlier_experiences.company, 'Company'),
          company_url: url(limits.earlier_experiences.company_url),
          description: unbroken(limits.earlier_experiences.description, 'Description'),
        })
        .select('id')
        .maybeSingle(),
    ),
    startup_experience_logos: idOf(
      'startup_experience_logos',
      await data
        .from('startup_experience_logos')
        .insert({
          company_name: unbroken(limits.startup_experience_logos.company_name, 'Startup'),
          company_url: url(limits.startup_experience_logos.company_url),
        })
        .select('id')
        .maybeSingle(),
    ),
    services: (
      await createService(data, {
        title: unbroken(limits.services.title, 'Service'),
        subtitle: unbroken(limits.services.subtitle, 'Subtitle'),
        whats_included: Array.from({ length: 5 }, (_, index) =>
          unbroken(LIST_LIMITS.whats_included.itemLength, `Item${index}`),
        ),
        ideal_for: unbroken(limits.services.ideal_for, 'Ideal'),
        results: unbroken(limits.services.results, 'Results'),
      })
    ).id,
    testimonials: idOf(
      'testimonials',
      await data
        .from('testimonials')
        .insert({
          quote: unbroken(limits.testimonials.quote, 'Quote'),
          author_name: unbroken(limits.testimonials.author_name, 'Author'),
          author_title: unbroken(limits.testimonials.author_title, 'Title'),
          company: unbroken(limits.testimonials.company, 'Company'),
        })
        .select('id')
        .maybeSingle(),
    ),
    contact_faqs: (
      await createFaq(data, {
        question: unbroken(limits.contact_faqs.question, 'Question'),
        answer: unbroken(limits.contact_faqs.answer, 'Answer'),
      })
    ).id,
  }
  idOf(
    'contact_submissions',
    await data
      .from('contact_submissions')
      .insert({
        first_name: unbroken(100, 'First'),
        last_name: unbroken(100, 'Last'),
        email: `${unbroken(60, 'mail').toLowerCase()}@${unbroken(60, 'domain').toLowerCase()}.example`,
        company: unbroken(200, 'Company'),
        subject: unbroken(200, 'Subject'),
        message: unbroken(5000, 'Message'),
      })
      .select('id')
      .maybeSingle(),
  )
  // An old address as long as a redirect keeps, leading to the long post.
  idOf(
    'redirects',
    await data
      .from('redirects')
      .insert({ from_path: `/${unbroken(MAX_REDIRECT_PATH - 1, 'old')}`, post_id: postId })
      .select('id')
      .maybeSingle(),
  )
  await fillFediverse(data, postId)
  await createSubscriber(data, {
    email: `${unbroken(120, 'reader').toLowerCase()}@${unbroken(120, 'inbox').toLowerCase()}.example`,
    status: 'pending',
  })
  return { postId, postPath: `/blog/${slug}`, ids }
}
