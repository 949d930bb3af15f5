import type { ReactNode } from 'react';

export interface AdminPageProps {
  /** Page heading (h1); also the document title. */
  title: string;
  /** Buttons beside the heading, e.g. a ButtonLink to the add screen. */
  actions?: ReactNode;
  /** Text under the heading. */
  description?: ReactNode;
  /** The page content. */
  children?: ReactNode;
}
