import type { Tables } from './client.ts'
import { dataOf } from './errors.ts'
import type { DataClient } from './publicBackend.ts'

export type Testimonial = Tables<'testimonials'>

/** The testimonials the public page shows: active ones, in display order. */
export function fetchActiveTestimonials(client: DataClient): Promise<Testimonial[]> {
  return dataOf(
    client
      .from('testimonials')
      .select('*')
      .eq('is_active', true)
      .order('display_order', { ascending: true }),
  )
}
