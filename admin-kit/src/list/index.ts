export { useFilteredPages, ADMIN_LIST_PAGE_SIZE, type FilteredPages } from './use-filtered-pages';
export { useSearchableList, type SearchableList } from './use-searchable-list';
export { ListToolbar, type ListToolbarProps } from './list-toolbar';
export { ListPagination, type ListPaginationProps } from './list-pagination';
export { PagedCardList, type PagedCardListProps } from './paged-card-list';
