import { publicPaths } from '@ofertat/shared-api';
import { ButtonLink } from '../button';
import { StateMessage, StateRoot } from '../empty-state/EmptyState.styles';
import { NotFoundTitle } from './NotFoundPage.styles';
import type { NotFoundPageProps } from './types';

/** The page for unknown routes. */
export function NotFoundPage({ homeHref = publicPaths.home.getHref() }: NotFoundPageProps) {
  return (
    <StateRoot>
      <NotFoundTitle>Faqja nuk u gjet</NotFoundTitle>
      <StateMessage>Faqja që kërkuat nuk ekziston ose është zhvendosur.</StateMessage>
      <ButtonLink to={homeHref}>Kthehu në faqen kryesore</ButtonLink>
    </StateRoot>
  );
}
