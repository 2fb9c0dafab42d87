import { queryOptions } from '@tanstack/react-query'
import type { DesktopApi } from '../../owner/platform/desktop-api.ts'

export const desktopSettingsKeys = {
  all: ['desktop-settings'] as const,
}

/** The settings the app started with, read afresh whenever the settings screen opens. */
export function desktopSettingsQuery(desktop: DesktopApi) {
  return queryOptions({
    queryKey: desktopSettingsKeys.all,
    queryFn: () => desktop.loadSettings(),
    networkMode: 'always',
    gcTime: 0,
  })
}
