import { asBytes } from './bytes.ts'

/** The SHA-256 of bytes, in hex: how a manifest vouches for each file of its archive. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', asBytes(bytes)))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
