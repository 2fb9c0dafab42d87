import { queryOptions } from '@tanstack/react-query'
import { fetchActiveFaqs } from '../../backend/contactFaqs.ts'
import type { DataClient } from '../../backend/publicBackend.ts'

export const contactFaqKeys = {
  all: ['contact-faqs'] as const,
  active: () => [...contactFaqKeys.all, 'active'] as const,
}

export const contactFaqQueries = {
  active: (client: DataClient) =>
    queryOptions({ queryKey: contactFaqKeys.active(), queryFn: () => fetchActiveFaqs(client) }),
}
