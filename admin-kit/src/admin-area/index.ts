export { AdminArea, type AdminAreaProps, type AdminRoute } from './admin-area';
