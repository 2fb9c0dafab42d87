import { Secret, TOTP } from 'otpauth'

/** The current code of an authenticator app holding this secret. */
export function currentCode(base32Secret: string): string {
  return new TOTP({
    secret: Secret.fromBase32(base32Secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate()
}
