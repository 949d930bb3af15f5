// The public API of @ofertat/shared-ui, the design system: theme, formatters, hooks, icons and components. The
// admin areas' building blocks are in @ofertat/admin-kit, which public pages never load; nothing here imports it.
// Form fields are in '@ofertat/shared-ui/forms' (src/forms), and what only the admin areas show (the sidebar layout,
// the confirmation dialog, the logout) in '@ofertat/shared-ui/admin' (src/admin), the popup in '@ofertat/shared-ui/modal'
// (src/modal): each is shared apart, and the public home page loads none at start. A remote's own page (its dev server) starts from '@ofertat/shared-ui/standalone'.
export * from './theme';
export * from './format';
export { useTimedMessage, type TimedMessage } from './hooks/use-timed-message';
export { useResource, type Resource, type ResourceOptions, type ResourceState } from './hooks/use-resource';
export { createServerSeed, ResourceSeedContext, useSeed, type ResourceSeed, type Seeded } from './hooks/resource-seed';
export { parseRouteId } from './routing/route-id';
// By name, not `export *`: re-exporting all of a shared module leaves this entry's exports unknown to the build,
// which then keeps each of its modules apart (a wrapper and an export table each) instead of joining them in one.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  StaticRouter,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type InitialEntry,
  type LinkProps,
} from '@ofertat/shared-ui/routing';
export * from './icons';

export * from './components/button';
export * from './components/icon-button';
export * from './components/card';
export * from './components/card-grid';
export * from './components/skeleton';
export * from './components/spinner';
export * from './components/message-banner';
export * from './components/nav-bar';
export * from './components/public-layout';
export * from './components/not-found-page';
export * from './components/error-state';
export * from './components/empty-state';
export * from './components/price-text';
export * from './components/time-chart';
export * from './components/image-with-fallback';
export * from './components/visually-hidden';
export * from './components/skip-link';
