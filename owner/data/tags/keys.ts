export const tagKeys = {
  all: ['tags'] as const,
}
