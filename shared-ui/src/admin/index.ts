// '@ofertat/shared-ui/admin': what of the design system only the admin areas show, the sidebar layout and the
// confirmation dialog, and their logout. A federated shared module of its own, apart from the main entry every page
// loads at start, so no public page fetches it. It takes the rest of the design system from the main entry.
export * from '../components/sidebar-layout';
export * from '../components/confirm-dialog';
export { useLogout } from '../session/use-logout';
