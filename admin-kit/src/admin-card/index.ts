export { AdminCard, StatusBadge, type AdminCardProps } from './admin-card';
export { CardActions, type CardActionsProps } from './card-actions';
