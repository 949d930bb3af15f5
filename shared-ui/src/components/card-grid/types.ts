import type { ComponentPropsWithRef } from 'react';

export interface CardGridProps extends ComponentPropsWithRef<'ul'> {
  /** Narrowest a column may get, in px; below twice this (e.g. a 360 px phone) the grid has one column. */
  minItemWidth?: number;
}
