import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { recordPublicEvent, type OfferCard } from '@ofertat/shared-api';
import { Button, getTheme } from '@ofertat/shared-ui';
import { FavoriteProductButton } from '../favorites/favorite-button';
import { MoreRow, TwoUpCardGrid } from '../page';
import { OfferCardView } from './offer-card';
import type { OfferGroupScope } from './offer-group-popup';
import { albanianOfferLabels } from './offer-labels';
import type { CardGroup } from './use-product-group-pages';

// The '+N' popup opens on a tap: its code is not in the first load but fetched once the browser is idle after the
// list has appeared, so a tap rarely waits for it; one made earlier opens the popup as soon as it has arrived.
const loadOfferGroupPopup = () => import('./offer-group-popup');
const OfferGroupPopup = lazy(() => loadOfferGroupPopup().then(({ OfferGroupPopup }) => ({ default: OfferGroupPopup })));

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}

const BadgeButton = styled.button`
  ${(p) => {
    const t = getTheme(p);
    return `
      min-width: ${t.controlHeight.sm};
      min-height: ${t.controlHeight.sm};
      padding: 0 ${t.spacing(2)};
      border: 2px solid ${t.colors.surface};
      border-radius: ${t.radii.pill};
      background: ${t.colors.primary};
      color: ${t.colors.onPrimary};
      font: inherit;
      font-weight: ${t.fontWeights.bold};
      cursor: pointer;
      box-shadow: ${t.shadows.md};
      &:hover { background: ${t.colors.primaryHover}; }
      &:focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }
    `;
  }}
`;

// The star under the '+N' badge, both in the image's corner.
const CornerStack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${(p) => getTheme(p).spacing(2)};
`;

const NewBadge = styled.span`
  ${(p) => {
    const t = getTheme(p);
    return `
      padding: ${t.spacing(0.5)} ${t.spacing(2)};
      border-radius: ${t.radii.pill};
      background: ${t.colors.info};
      color: ${t.colors.surface};
      font-size: ${t.fontSizes.sm};
      font-weight: ${t.fontWeights.bold};
    `;
  }}
`;

export interface GroupedOfferListProps {
  groups: readonly CardGroup[];
  /** Whether the server has more groups: shows 'Shfaq më shumë'. */
  more: boolean;
  loadingMore?: boolean;
  onShowMore: () => void;
  /** The filters the groups were counted in; the '+N' popup lists the offers inside them. */
  scope?: OfferGroupScope;
  /** Marks a card "E re" (the favourites page: started since the last visit). */
  isNew?: (offer: OfferCard) => boolean;
  /** The cards' heading level: 3 under a section's title, 2 straight under the page's (no level skipped). */
  headingLevel?: 2 | 3;
  /** How many of the first cards' images load at once, not lazily: those of a list in the page's first screen. */
  eagerImages?: number;
}

/**
 * Offers grouped by product (spec section 2): one card per product showing its cheapest offer, and a '+N' badge
 * opening the popup of the other markets' offers, cheapest first, above the product's favourite star. The server
 * groups and pages; this only shows.
 */
export function GroupedOfferList({ groups, more, loadingMore = false, onShowMore, scope, isNew, headingLevel, eagerImages = 0 }: GroupedOfferListProps) {
  const [openGroup, setOpenGroup] = useState<CardGroup | null>(null);
  // Offline, it is fetched again on the tap (and the tap shows why it failed).
  useEffect(() => whenIdle(() => void loadOfferGroupPopup().catch(() => undefined)), []);

  const open = (group: CardGroup) => {
    setOpenGroup(group);
    recordPublicEvent({ type: 'offerPopup', productId: group.productId });
  };

  return (
    <>
      <TwoUpCardGrid>
        {groups.map((group, index) => (
          <OfferCardView
            key={group.productId}
            offer={group.cheapest}
            labels={albanianOfferLabels}
            headingLevel={headingLevel}
            imageLoading={index < eagerImages ? 'eager' : 'lazy'}
            corner={
              <CornerStack>
                {isNew?.(group.cheapest) && <NewBadge>E re</NewBadge>}
                {group.offerCount > 1 && (
                  <BadgeButton
                    type="button"
                    aria-haspopup="dialog"
                    aria-label={`+${group.offerCount - 1} oferta të tjera për ${group.productName}`}
                    onClick={() => open(group)}
                  >
                    +{group.offerCount - 1}
                  </BadgeButton>
                )}
                <FavoriteProductButton product={group} onImage />
              </CornerStack>
            }
          />
        ))}
      </TwoUpCardGrid>
      {more && (
        <MoreRow>
          <Button variant="secondary" onClick={onShowMore} loading={loadingMore}>
            {albanianOfferLabels.showMore}
          </Button>
        </MoreRow>
      )}
      {openGroup && (
        <Suspense fallback={null}>
          <OfferGroupPopup product={openGroup} scope={scope} labels={albanianOfferLabels} onClose={() => setOpenGroup(null)} />
        </Suspense>
      )}
    </>
  );
}
