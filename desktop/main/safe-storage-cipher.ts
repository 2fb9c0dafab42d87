import { safeStorage } from 'electron'
import type { Cipher } from './secret-store.ts'

/**
 * The secret store's cipher in the app: Electron's safeStorage (Keychain on macOS, DPAPI on
 * Windows, the desktop's secret service on Linux). Use only after the app is ready.
 */
export const safeStorageCipher: Cipher = {
  async isAvailable() {
    if (!(await safeStorage.isAsyncEncryptionAvailable())) return false
    // With no secret service, Linux falls back to a key written in Chromium's source code:
    // that hides nothing, so the session then stays in memory instead.
    return process.platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text'
  },
  encrypt: (plain) => safeStorage.encryptStringAsync(plain),
  // A rotated key still decrypts; the session is written again (so re-encrypted) at its next
  // refresh, so `shouldReEncrypt` needs no handling of its own.
  decrypt: async (data) => (await safeStorage.decryptStringAsync(data)).result,
}
