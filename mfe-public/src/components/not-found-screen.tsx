import { NotFoundPage, type NotFoundPageProps } from '@ofertat/shared-ui';
import { useNotFoundTitle } from '../lib/use-page-title';

/** The shared not-found page, with the tab named after it as the server's 404 is (for unknown routes and unknown ids). */
export function NotFoundScreen(props: NotFoundPageProps) {
  useNotFoundTitle();
  return <NotFoundPage {...props} />;
}
