/** The keys of image queries. */
export const imageKeys = {
  all: ['images'] as const,
  withoutSizes: () => [...imageKeys.all, 'without-sizes'] as const,
}
