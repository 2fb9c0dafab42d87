import { type ContentTable, isEditableTable } from '../../../shared/backend/contentTables.ts'

/** A new row of each content table the owner's forms edit, as a form's save sends it. */
export const NEW_ROWS = {
  publications: {
    title: 'Contract',
    publication_name: 'Journal',
    publication_url: 'https://example.com/contract',
    published_date: '2026-01-01',
  },
  experiences: { company: 'Contract Ltd', role: 'Lead', period: '2026', description: 'Work.' },
  earlier_experiences: { company: 'Contract Ltd', description: 'Work.' },
  startup_experience_logos: { company_name: 'Contract Ltd' },
  services: { title: 'Contract', subtitle: 'Work', ideal_for: 'Tests' },
  testimonials: { quote: 'Good.', author_name: 'A. Reader', author_title: 'Reader' },
  contact_faqs: { question: 'Contract?', answer: 'Yes.' },
} as const

/** The tables of the samples, blog posts aside (they have their own editor). */
export const CONTENT_TABLES = Object.keys(NEW_ROWS).filter(
  (name): name is ContentTable => isEditableTable(name) && name !== 'blog_posts',
)

/** A change to each new row, as a form's save sends it. */
export const CHANGES = {
  publications: { title: 'Contract, edited' },
  experiences: { role: 'Adviser' },
  earlier_experiences: { description: 'More work.' },
  startup_experience_logos: { company_name: 'Contract plc' },
  services: { subtitle: 'More work' },
  testimonials: { quote: 'Very good.' },
  contact_faqs: { answer: 'Still yes.' },
} as const
