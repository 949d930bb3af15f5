// Admin building blocks shared by mfe-market-admin and mfe-super-admin. Nothing here imports formik or yup at
// load time (the flyer form is a lazy chunk), because shared-ui is on every page, the public home included.
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
export * from './delete';
export * from './storage-guard';
export * from './files';
export * from './upload-progress';
export * from './flyers';
export * from './product-fields';
export * from './offer-details';
export * from './checkbox-list';
export { isSessionExpired, errorStatus } from './errors';
