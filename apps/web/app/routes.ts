import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { pages } from './content/pages'

// Derived from the registry in content/pages.ts: one entry per page. All
// landing pages share one module, so each gets an id of its own.
export default [
  ...pages.map((page) =>
    page.kind === 'home'
      ? index('routes/home.tsx')
      : route(page.path, `routes/${page.kind}.tsx`, { id: `${page.kind}:${page.path}` }),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
