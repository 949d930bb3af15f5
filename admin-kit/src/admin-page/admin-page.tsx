import { useEffect, useId } from 'react';
import { PageActions, PageDescription, PageHeader, PageRoot, PageTitle } from './admin-page.styles';
import type { AdminPageProps } from './types';

const SITE_NAME = 'Ofertat';

/** One admin screen: heading with its actions, then the content; names the browser tab after the heading. */
export function AdminPage({ title, actions, description, children }: AdminPageProps) {
  const headingId = useId();
  useEffect(() => {
    document.title = `${title} – ${SITE_NAME}`;
  }, [title]);
  return (
    <PageRoot aria-labelledby={headingId}>
      <PageHeader>
        <PageTitle id={headingId}>{title}</PageTitle>
        {actions && <PageActions>{actions}</PageActions>}
      </PageHeader>
      {description && <PageDescription>{description}</PageDescription>}
      {children}
    </PageRoot>
  );
}
