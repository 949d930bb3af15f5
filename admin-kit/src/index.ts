// @ofertat/admin-kit: the building blocks of the two admin areas (mfe-market-admin, mfe-super-admin), shared by
// them as a federation singleton. It lives apart from the design system (@ofertat/shared-ui), which every public
// page loads: public pages never load this package (tooling/deploy/check-public-first-load.mjs checks the build).
export { AdminArea, type AdminAreaProps, type AdminRoute } from './admin-area';
export { AdminPage, type AdminPageProps } from './admin-page';
export { AdminCard, CardActions, StatusBadge, type AdminCardProps, type CardActionsProps } from './admin-card';
export { DetailList, SectionTitle, WrapRow } from './admin.styles';
export {
  ResourceView,
  RouteResourceView,
  useRouteResource,
  isNotFoundError,
  InvalidRouteIdError,
  type ResourceViewProps,
  type RouteResourceViewProps,
} from './resource-view';
export * from './list';
export * from './save';
export * from './removal';
export * from './storage-guard';
export * from './files';
export * from './upload-progress';
export * from './flyers';
export * from './products';
export * from './offers';
export * from './status-filter';
export * from './bar-chart';
export * from './analytics';
export * from './checkbox-list';
export { isSessionExpired, errorStatus } from './errors';
