import { publicPaths } from '@ofertat/shared-api';
import { ButtonLink } from '../button';
import { StateMessage, StateRoot } from '../empty-state/EmptyState.styles';
import { NotFoundTitle } from './NotFoundPage.styles';
import type { NotFoundPageProps } from './types';

const NOT_FOUND_MESSAGE = 'Faqja që kërkuat nuk ekziston ose është zhvendosur.';

/** The page for unknown routes, and for a screen whose id names nothing the public can see. */
export function NotFoundPage({ homeHref = publicPaths.home.getHref(), message = NOT_FOUND_MESSAGE }: NotFoundPageProps) {
  return (
    <StateRoot>
      <NotFoundTitle>Faqja nuk u gjet</NotFoundTitle>
      <StateMessage>{message}</StateMessage>
      <ButtonLink to={homeHref}>Kthehu në faqen kryesore</ButtonLink>
    </StateRoot>
  );
}
