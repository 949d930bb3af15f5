import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { OfferCard } from '@ofertat/shared-api';
import { Button, getTheme } from '@ofertat/shared-ui';
import { MoreRow, TwoUpCardGrid } from '../page';
import { groupOffersByProduct, type OfferGroup } from './group-offers';
import { OfferCardView } from './offer-card';
import { OfferGroupPopup } from './offer-group-popup';
import { albanianOfferLabels } from './offer-labels';
import { useVisibleCount } from './use-visible-count';

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

export interface GroupedOfferListProps {
  offers: readonly OfferCard[];
  /** Products shown at first and added by each 'Shfaq më shumë'. */
  pageSize: number;
}

/**
 * Offers grouped by product: one card per product showing its cheapest offer, a '+N' badge opening the popup
 * with all of them, and client-side paging so a long list never renders thousands of cards at once.
 */
export function GroupedOfferList({ offers, pageSize }: GroupedOfferListProps) {
  const groups = useMemo(() => groupOffersByProduct(offers), [offers]);
  const { visible, showMore, reset } = useVisibleCount(pageSize);
  const [openGroup, setOpenGroup] = useState<OfferGroup | null>(null);

  useEffect(reset, [offers, reset]);

  return (
    <>
      <TwoUpCardGrid>
        {groups.slice(0, visible).map((group) => (
          <OfferCardView
            key={group.key}
            offer={group.cheapest}
            labels={albanianOfferLabels}
            corner={
              group.othersCount > 0 && (
                <BadgeButton
                  type="button"
                  aria-haspopup="dialog"
                  aria-label={`+${group.othersCount} oferta të tjera për ${group.productName}`}
                  onClick={() => setOpenGroup(group)}
                >
                  +{group.othersCount}
                </BadgeButton>
              )
            }
          />
        ))}
      </TwoUpCardGrid>
      {groups.length > visible && (
        <MoreRow>
          <Button variant="secondary" onClick={showMore}>
            {albanianOfferLabels.showMore}
          </Button>
        </MoreRow>
      )}
      <OfferGroupPopup group={openGroup} labels={albanianOfferLabels} onClose={() => setOpenGroup(null)} />
    </>
  );
}
