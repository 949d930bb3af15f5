import type { ComponentPropsWithRef } from 'react';

export type CardPadding = 'none' | 'sm' | 'md';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** Element to render, e.g. 'article' for a self-contained item. */
  as?: 'div' | 'article' | 'section';
  /** Inner spacing; 'none' lets an image reach the edges. */
  padding?: CardPadding;
}
