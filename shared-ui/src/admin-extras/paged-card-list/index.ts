export { PagedCardList, type PagedCardListProps } from './paged-card-list';
