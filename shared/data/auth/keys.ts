export const authKeys = {
  /** Whether the site has its owner yet (sign-up is offered until it has). */
  siteHasOwner: () => ['site-has-owner'] as const,
  twoFactor: ['two-factor'] as const,
  /** The signed-in user's verified authenticator-app factor. */
  totpFactor: (userId: string) => [...authKeys.twoFactor, 'factor', userId] as const,
}
