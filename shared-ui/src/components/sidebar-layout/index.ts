export { SidebarLayout } from './SidebarLayout';
export type { SidebarLayoutProps, SidebarItem } from './types';
