export { ResourceView, type ResourceViewProps } from './resource-view';
export { useRouteResource, isNotFoundError, InvalidRouteIdError } from './use-route-resource';
