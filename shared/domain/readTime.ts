import { plainText } from './text.ts'

export const WORDS_PER_MINUTE = 200

/** Minutes to read an HTML text: words at 200 a minute, rounded up, at least 1. */
export function readTimeMinutes(html: string): number {
  const text = plainText(html)
  const words = text === '' ? 0 : text.split(' ').length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

export function readTimeLabel(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
}
