import type { StoredMessage } from '../../../supabase/local/mail/outbox.ts'
import type { BackendTarget } from './target.ts'

/** The messages the local backend's functions sent to this address, newest first. */
export async function mailTo(target: BackendTarget, address: string): Promise<StoredMessage[]> {
  const response = await fetch(`${target.url}/_mail/api/messages`)
  const messages = (await response.json()) as StoredMessage[]
  return messages.filter((message) => message.to.includes(address))
}

/** The first link in a message's text that starts with the given prefix. */
export function linkIn(message: StoredMessage | undefined, prefix: string): string {
  const link = message?.text.split(/\s+/).find((word) => word.startsWith(prefix))
  if (!link) throw new Error(`No link starting with ${prefix} in the message`)
  return link
}
