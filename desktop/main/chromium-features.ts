/**
 * Chromium features the app switches on before it starts: IndexedDB on SQLite. With the LevelDB
 * store, two crashes in a row while a draft is being written can leave a torn log that Chromium
 * answers by deleting the app's whole database (every draft and every queued save); on SQLite
 * nothing acknowledged is lost (`npm run test:stress` kills the store 200 times).
 */
export const CHROMIUM_FEATURES: readonly string[] = ['IdbSqliteBackingStore']

/** The command-line switch that turns them on, for Electron's `app.commandLine` or a browser. */
export const ENABLE_FEATURES_SWITCH = 'enable-features'
