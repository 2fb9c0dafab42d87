/** The keys of the media view's queries. */
export const mediaKeys = {
  all: ['media'] as const,
}
