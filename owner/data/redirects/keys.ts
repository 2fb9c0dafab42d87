export const redirectKeys = {
  all: ['redirects'] as const,
}
