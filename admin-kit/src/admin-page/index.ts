export { AdminPage } from './admin-page';
export type { AdminPageProps } from './types';
