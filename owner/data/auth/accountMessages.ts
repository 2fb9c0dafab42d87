/**
 * Texts of the account screens the specification does not cover: backup authenticators,
 * recovery codes, sessions and the password. Short, in the voice of spec section 8.
 */
export const ACCOUNT_MESSAGES = {
  authenticatorAdded: 'Backup authenticator added.',
  authenticatorRemoved: 'Authenticator removed.',
  removeFailed: (message: string) => `Failed to remove the authenticator: ${message}`,
  nameTaken: (name: string) => `You already have an authenticator called ${name}.`,
  codesMade: 'New recovery codes made. The old ones no longer work.',
  codesFailed: (message: string) => `Failed to make recovery codes: ${message}`,
  codesNotMade: 'Two-factor is on, but recovery codes could not be made. Make new codes below.',
  recoveryCodeLength: 'Please enter a recovery code',
  invalidRecoveryCode: 'Invalid recovery code. Please try again.',
  recoveryFailed: 'Failed to sign in with the recovery code',
  recovered: 'Signed in with a recovery code. Set up a new authenticator now.',
  othersSignedOut: 'Every other session has been signed out.',
  othersNotSignedOut:
    'Other sessions could not be signed out. Use Sign out everywhere else on Sessions & Password.',
  sessionEnded: (device: string) => `Signed out of ${device}.`,
  everywhereElse: 'Signed out everywhere else.',
  signOutFailed: (message: string) => `Failed to sign out: ${message}`,
  passwordChanged: 'Password changed.',
  passwordFailed: (message: string) => `Failed to change password: ${message}`,
  passwordsDiffer: 'The new passwords do not match.',
  passwordFieldsMissing: 'Enter your current password and the new one twice.',
} as const
