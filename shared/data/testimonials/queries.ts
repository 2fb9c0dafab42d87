import { queryOptions } from '@tanstack/react-query'
import type { DataClient } from '../../backend/publicBackend.ts'
import { fetchActiveTestimonials } from '../../backend/testimonials.ts'

export const testimonialKeys = {
  all: ['testimonials'] as const,
  active: () => [...testimonialKeys.all, 'active'] as const,
}

export const testimonialQueries = {
  active: (client: DataClient) =>
    queryOptions({
      queryKey: testimonialKeys.active(),
      queryFn: () => fetchActiveTestimonials(client),
    }),
}
