/** Recovery codes are ten letters and digits, shown as XXXXX-XXXXX. */
const CODE_CHARACTERS = 10

/** A code as typed, for checking its length: letters and digits only, upper case. */
function recoveryCodeCharacters(typed: string): string {
  return typed.replace(/[^0-9a-z]/gi, '').toUpperCase()
}

/** Whether what was typed can be a recovery code at all (the server says whether it is one). */
export function looksLikeRecoveryCode(typed: string): boolean {
  return recoveryCodeCharacters(typed).length === CODE_CHARACTERS
}

/** The text file the owner downloads: what the codes are for, when they were made, the codes. */
export function recoveryCodesFile(account: string, codes: readonly string[], madeAt: Date): string {
  return [
    `Recovery codes for ${account}`,
    `Made ${madeAt.toISOString().slice(0, 10)}. Making new codes voids these.`,
    '',
    'Each code signs you in once, with your password, if you lose your authenticator app.',
    'Keep them somewhere safe, such as a password manager.',
    '',
    ...codes,
    '',
  ].join('\n')
}
