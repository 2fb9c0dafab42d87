import { type RouteObject, useRoutes } from 'react-router-dom'

/** The page for the current address, under whichever router the entry point provides. */
export function SiteRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes)
}
