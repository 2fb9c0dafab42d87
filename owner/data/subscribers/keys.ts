export const subscriberKeys = {
  all: ['newsletter-subscribers'] as const,
}
