import { queryOptions } from '@tanstack/react-query'
import { fetchEarlierExperiences } from '../../backend/earlierExperiences.ts'
import { fetchExperiences } from '../../backend/experiences.ts'
import type { DataClient } from '../../backend/publicBackend.ts'
import { fetchStartupLogos } from '../../backend/startupLogos.ts'

/** Experience, earlier experience and start-up logos: the About page's three lists. */
export const experienceKeys = {
  experiences: ['experiences'] as const,
  earlierExperiences: ['earlier-experiences'] as const,
  startupLogos: ['startup-logos'] as const,
}

export const experienceQueries = {
  experiences: (client: DataClient) =>
    queryOptions({ queryKey: experienceKeys.experiences, queryFn: () => fetchExperiences(client) }),
  earlierExperiences: (client: DataClient) =>
    queryOptions({
      queryKey: experienceKeys.earlierExperiences,
      queryFn: () => fetchEarlierExperiences(client),
    }),
  startupLogos: (client: DataClient) =>
    queryOptions({
      queryKey: experienceKeys.startupLogos,
      queryFn: () => fetchStartupLogos(client),
    }),
}
