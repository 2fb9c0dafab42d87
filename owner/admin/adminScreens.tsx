import type { ComponentType } from 'react'
import type { ContentTable } from '../../shared/backend/contentTables.ts'
import { AccountSecurityScreen } from '../auth/AccountSecurityScreen.tsx'
import { RequireAuth } from '../auth/RequireAuth.tsx'
import { TwoFactorSettingsScreen } from '../auth/TwoFactorSettingsScreen.tsx'
import { ExportImportScreen } from './archive/ExportImportScreen.tsx'
import { CONFLICT_PATH, DRAFTS_PATH } from '../../shared/domain/adminSections.ts'
import { ConflictScreen } from './offline/ConflictScreen.tsx'
import { DraftsScreen } from './offline/DraftsScreen.tsx'
import { FollowersScreen } from './fediverse/FollowersScreen.tsx'
import { RepliesScreen } from './fediverse/RepliesScreen.tsx'
import { EnquiriesScreen } from './enquiries/EnquiriesScreen.tsx'
import { PostEditorScreen } from './posts/PostEditorScreen.tsx'
import { PostListScreen } from './posts/PostListScreen.tsx'
import { ResourceFormScreen } from './resources/ResourceFormScreen.tsx'
import { ResourceListScreen } from './resources/ResourceListScreen.tsx'
import type { FormValues, ResourceDefinition } from './resources/resourceDefinition.ts'
import { contactFaqsResource } from './resources/definitions/contactFaqs.tsx'
import { earlierExperiencesResource } from './resources/definitions/earlierExperiences.tsx'
import { experiencesResource } from './resources/definitions/experiences.tsx'
import { publicationsResource } from './resources/definitions/publications.tsx'
import { servicesResource } from './resources/definitions/services.tsx'
import { startupLogosResource } from './resources/definitions/startupLogos.tsx'
import { testimonialsResource } from './resources/definitions/testimonials.tsx'
import { MediaScreen } from './media/MediaScreen.tsx'
import { RedirectsScreen } from './redirects/RedirectsScreen.tsx'
import { SubscribersScreen } from './subscribers/SubscribersScreen.tsx'
import { TagsScreen } from './tags/TagsScreen.tsx'

function guarded(Screen: ComponentType): ComponentType {
  return function GuardedScreen() {
    return (
      <RequireAuth>
        <Screen />
      </RequireAuth>
    )
  }
}

/** A resource's list and form screens, at its path, `/new` and `/edit/:id`. */
function resourceScreens<Table extends ContentTable, Values extends FormValues>(
  resource: ResourceDefinition<Table, Values>,
) {
  return {
    [resource.path]: guarded(() => <ResourceListScreen resource={resource} />),
    [`${resource.path}/new`]: guarded(() => <ResourceFormScreen resource={resource} />),
    [`${resource.path}/edit/:id`]: guarded(() => <ResourceFormScreen resource={resource} />),
  }
}

/**
 * The screen of every admin route pattern of `ADMIN_ROUTE_PATHS`, each behind the guard. Two-
 * factor settings guards itself (it shows its own spinner and redirect, spec section 2).
 */
export const ADMIN_SCREENS: Record<string, ComponentType> = {
  '/blog-admin': guarded(PostListScreen),
  '/blog-admin/new': guarded(PostEditorScreen),
  '/blog-admin/edit/:id': guarded(PostEditorScreen),
  ...resourceScreens(publicationsResource),
  ...resourceScreens(experiencesResource),
  ...resourceScreens(earlierExperiencesResource),
  ...resourceScreens(startupLogosResource),
  ...resourceScreens(servicesResource),
  ...resourceScreens(testimonialsResource),
  ...resourceScreens(contactFaqsResource),
  '/enquiries-admin': guarded(EnquiriesScreen),
  '/subscribers-admin': guarded(SubscribersScreen),
  '/media-admin': guarded(MediaScreen),
  '/redirects-admin': guarded(RedirectsScreen),
  '/tags-admin': guarded(TagsScreen),
  '/replies-admin': guarded(RepliesScreen),
  '/followers-admin': guarded(FollowersScreen),
  '/export-import': guarded(ExportImportScreen),
  '/two-factor-settings': TwoFactorSettingsScreen,
  '/account-security': guarded(AccountSecurityScreen),
  [DRAFTS_PATH]: guarded(DraftsScreen),
  [CONFLICT_PATH]: guarded(ConflictScreen),
}
