import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@ofertat/shared-ui';

export interface CardActionsProps {
  /** Where 'Shiko' leads; without it the card has no view link. */
  viewHref?: string;
  /** Where 'Ndrysho' leads; without it the card has no edit link. */
  editHref?: string;
  /** Asks to delete the item ('Fshi'), e.g. () => deletion.request(item). */
  onDelete?: () => void;
  /** Asks to deactivate the item ('Deaktivizo'), e.g. () => deactivation.request(item). */
  onDeactivate?: () => void;
  /** The item is inactive already, so 'Deaktivizo' is off. */
  inactive?: boolean;
  /** Further actions of the item (e.g. 'Kopjo'), placed before the destructive ones. */
  children?: ReactNode;
}

/** The buttons at the bottom of an admin list card, always in the same order: Shiko / Ndrysho / the item's own / Fshi or Deaktivizo. */
export function CardActions({ viewHref, editHref, onDelete, onDeactivate, inactive = false, children }: CardActionsProps) {
  return (
    <>
      {viewHref !== undefined && (
        <ButtonLink to={viewHref} variant="secondary" size="sm">
          Shiko
        </ButtonLink>
      )}
      {editHref !== undefined && (
        <ButtonLink to={editHref} variant="secondary" size="sm">
          Ndrysho
        </ButtonLink>
      )}
      {children}
      {onDelete && (
        <Button variant="danger" size="sm" onClick={onDelete}>
          Fshi
        </Button>
      )}
      {onDeactivate && (
        <Button variant="danger" size="sm" disabled={inactive} onClick={onDeactivate}>
          Deaktivizo
        </Button>
      )}
    </>
  );
}
