export { ResourceView, type ResourceViewProps } from './resource-view';
