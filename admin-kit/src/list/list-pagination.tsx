import { Button } from '@ofertat/shared-ui';
import { PaginationNav } from './list.styles';
import type { FilteredPages } from './use-filtered-pages';

export interface ListPaginationProps {
  /** What useFilteredPages returned. */
  pages: Pick<FilteredPages<unknown>, 'page' | 'setPage' | 'pageCount'>;
}

/** Previous / next under an admin list; hidden while everything fits on one page. */
export function ListPagination({ pages }: ListPaginationProps) {
  if (pages.pageCount <= 1) return null;
  return (
    <PaginationNav aria-label="Faqet">
      <Button variant="secondary" size="sm" disabled={pages.page <= 1} onClick={() => pages.setPage(pages.page - 1)}>
        Para
      </Button>
      <span aria-live="polite">
        Faqja {pages.page} nga {pages.pageCount}
      </span>
      <Button variant="secondary" size="sm" disabled={pages.page >= pages.pageCount} onClick={() => pages.setPage(pages.page + 1)}>
        Pas
      </Button>
    </PaginationNav>
  );
}
