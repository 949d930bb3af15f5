export { ResourceView, type ResourceViewProps } from './resource-view';
export { RouteResourceView, type RouteResourceViewProps } from './route-resource-view';
export { useRouteResource, isNotFoundError, InvalidRouteIdError } from './use-route-resource';
