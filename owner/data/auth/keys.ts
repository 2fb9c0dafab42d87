export const authKeys = {
  /** Whether the site has its owner yet (sign-up is offered until it has). */
  siteHasOwner: () => ['site-has-owner'] as const,
  twoFactor: ['two-factor'] as const,
  /** The signed-in user's authenticator apps. */
  authenticators: (userId: string) => [...authKeys.twoFactor, 'authenticators', userId] as const,
  /** How many of the signed-in user's recovery codes are unused. */
  recoveryCodesLeft: (userId: string) =>
    [...authKeys.twoFactor, 'recovery-codes-left', userId] as const,
  /** The signed-in user's sessions. */
  sessions: (userId: string) => ['account-sessions', userId] as const,
}
