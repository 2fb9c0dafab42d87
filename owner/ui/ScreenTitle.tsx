import { useSiteIdentity } from './SiteIdentityContext.ts'

/** The document title of an owner's screen: the screen, then whose admin it is. */
export function ScreenTitle({ title }: { title: string }) {
  const { adminName } = useSiteIdentity()
  return <title>{`${title} | ${adminName}`}</title>
}
