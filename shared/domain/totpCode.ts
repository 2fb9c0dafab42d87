/** Authenticator codes are six digits (spec section 9). */
export const TOTP_CODE_LENGTH = 6

/** What the code field keeps of what was typed or pasted: digits only, at most six. */
export function codeDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, TOTP_CODE_LENGTH)
}
