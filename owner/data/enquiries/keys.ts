export const enquiryKeys = {
  all: ['enquiries'] as const,
}
