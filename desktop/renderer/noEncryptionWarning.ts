/** Shown while the system offers no encryption, so the session cannot be kept on disk. */
export const NO_ENCRYPTION_WARNING =
  'This computer offers no encryption to the app, so your session is kept in memory only: you will sign in again each time the app starts.'
