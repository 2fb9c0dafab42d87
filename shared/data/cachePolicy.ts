/** Blog and publication lists: two retries, fresh for five minutes (spec sections 7 and 9). */
export const LIST_CACHE_POLICY = { retry: 2, staleTime: 5 * 60 * 1000 } as const
