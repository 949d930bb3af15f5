import type { ReactNode } from 'react';
import { TextField } from '@ofertat/shared-ui/forms';
import { CountText, SearchBox, ToolbarRoot } from './list.styles';
import type { FilteredPages } from './use-filtered-pages';

export interface ListToolbarProps {
  /** What useFilteredPages returned. */
  pages: Pick<FilteredPages<unknown>, 'query' | 'setQuery' | 'matchCount' | 'totalCount'>;
  /** Label of the search box, e.g. 'Kërko ofertë'. */
  searchLabel: string;
  /** Placeholder of the search box. */
  placeholder?: string;
  /** More controls beside the search box, e.g. a market chooser. */
  children?: ReactNode;
}

/** The search box above an admin list, with the count of what it shows. */
export function ListToolbar({ pages, searchLabel, placeholder, children }: ListToolbarProps) {
  const filtered = pages.query.trim() !== '';
  return (
    <ToolbarRoot>
      <SearchBox>
        <TextField
          type="search"
          label={searchLabel}
          placeholder={placeholder}
          value={pages.query}
          onChange={(event) => pages.setQuery(event.target.value)}
          autoComplete="off"
        />
      </SearchBox>
      {children}
      <CountText role="status">
        {filtered ? `${pages.matchCount} nga ${pages.totalCount}` : `${pages.totalCount} gjithsej`}
      </CountText>
    </ToolbarRoot>
  );
}
