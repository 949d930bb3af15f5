export { useFilteredPages, ADMIN_LIST_PAGE_SIZE, type FilteredPages } from './use-filtered-pages';
export { ListToolbar, type ListToolbarProps } from './list-toolbar';
export { ListPagination, type ListPaginationProps } from './list-pagination';
