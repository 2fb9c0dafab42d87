import type { ComponentType } from 'react'
import { ADMIN_SCREENS } from '../../owner/admin/adminScreens.tsx'
import { SignInScreen } from '../../owner/auth/SignInScreen.tsx'

/** The owner's screens as route components, loaded in their own chunk. */
export { OwnerLayout } from './OwnerLayout.tsx'

export function SignInRoute() {
  return <SignInScreen />
}

/** The screen of an admin route pattern of `ADMIN_ROUTE_PATHS` (e.g. '/blog-admin/edit/:id'). */
export function adminScreen(pattern: string): ComponentType {
  const screen = ADMIN_SCREENS[pattern]
  if (!screen) throw new Error(`No admin screen for ${pattern}`)
  return screen
}
