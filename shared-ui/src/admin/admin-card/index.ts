export { AdminCard, StatusBadge, type AdminCardProps } from './admin-card';
