// The public API of @ofertat/shared-ui, the design system: theme, formatters, hooks, icons and components. The
// admin areas' building blocks are in @ofertat/admin-kit, which public pages never load; nothing here imports it.
// What the public first load needs is ./public.ts (also its own entry, '@ofertat/shared-ui/public'); the rest,
// the forms, the chart and the admin areas' layout, is loaded by the screens that show it.
export * from './public';
export * from './components/confirm-dialog';
export * from './components/fields';
export * from './components/autocomplete-field';
export * from './components/sidebar-layout';
export * from './components/time-chart';
export { useLogout } from './session/use-logout';
export { renderStandalone } from './standalone/render-standalone';
