import { RequireAuth } from '../../shared/auth/RequireAuth.tsx'
import { SignInScreen } from '../../shared/auth/SignInScreen.tsx'
import { TwoFactorSettingsScreen } from '../../shared/auth/TwoFactorSettingsScreen.tsx'
import { PostEditorScreen } from '../../shared/admin/posts/PostEditorScreen.tsx'
import { PostListScreen } from '../../shared/admin/posts/PostListScreen.tsx'

/** The owner's screens as route components; every admin screen behind the guard. */
export { OwnerLayout } from './OwnerLayout.tsx'

export function SignInRoute() {
  return <SignInScreen />
}

export function TwoFactorSettingsRoute() {
  return <TwoFactorSettingsScreen />
}

export function PostListRoute() {
  return (
    <RequireAuth>
      <PostListScreen />
    </RequireAuth>
  )
}

export function PostEditorRoute() {
  return (
    <RequireAuth>
      <PostEditorScreen />
    </RequireAuth>
  )
}
