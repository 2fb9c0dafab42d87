/**
 * What the owner's password forms check before asking the server, in the voice of spec section 8.
 * Supabase Auth hashes passwords with bcrypt, which reads only the first 72 bytes: a longer
 * password would be accepted and then checked only in part, so it is refused. Bytes, not
 * characters: an accented letter takes two, most emoji four.
 */
export const PASSWORD_MAX_BYTES = 72

/** The password's length in UTF-8 bytes, as bcrypt counts it. */
export function passwordBytes(password: string): number {
  return new TextEncoder().encode(password).length
}

/** Why a new password cannot be used, or null when its length is fine. */
export function passwordLengthProblem(password: string): string | null {
  const bytes = passwordBytes(password)
  if (bytes <= PASSWORD_MAX_BYTES) return null
  return `Passwords can be at most ${PASSWORD_MAX_BYTES} bytes long; this one is ${bytes}. Accented letters take 2 bytes and most emoji 4.`
}

/**
 * The sign-in lockout the local backend keeps, which wrong current passwords on the password
 * form count toward: 5 wrong passwords in 15 minutes lock sign-in for 15 minutes.
 */
export const SIGN_IN_LOCKOUT = { tries: 5, minutes: 15 } as const

/** What the password form says after `wrong` wrong current passwords in this visit. */
export function triesLeftNotice(wrong: number): string {
  const left = Math.max(0, SIGN_IN_LOCKOUT.tries - wrong)
  const lock = `sign-in is locked for ${SIGN_IN_LOCKOUT.minutes} minutes`
  if (left === 0) return `No tries left: ${lock}.`
  return `${left} ${left === 1 ? 'try' : 'tries'} left before ${lock}.`
}
