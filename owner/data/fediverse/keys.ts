export const fediverseKeys = {
  replies: ['fediverse', 'replies'] as const,
  followers: ['fediverse', 'followers'] as const,
}
