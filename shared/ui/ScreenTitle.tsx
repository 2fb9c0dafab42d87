import { useAdminEnvironment } from './AdminEnvironment.tsx'

/** The document title of an owner's screen: the screen, then whose admin it is. */
export function ScreenTitle({ title }: { title: string }) {
  const { adminName } = useAdminEnvironment()
  return <title>{`${title} | ${adminName}`}</title>
}
