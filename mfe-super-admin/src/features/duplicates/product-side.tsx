import styled from 'styled-components';
import type { DuplicateProductSummary } from '@ofertat/shared-api';
import { getTheme } from '@ofertat/shared-ui';
import { DetailList } from '@ofertat/admin-kit';

/** Where a product belongs: its market, or every market for a global product. */
export const marketLabel = (product: DuplicateProductSummary) => product.marketName ?? 'global';

const Side = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(2)};
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${(p) => getTheme(p).fontSizes.md};
  overflow-wrap: anywhere;
`;

/** One product of a likely pair, as the super admin compares them. */
export function ProductSide({ product }: { product: DuplicateProductSummary }) {
  return (
    <Side aria-label={product.productName}>
      <Name>{product.productName}</Name>
      <DetailList>
        <dt>Njësia</dt>
        <dd>{product.productUnit}</dd>
        <dt>Marketi</dt>
        <dd>{product.marketName ?? 'Global (i të gjitha marketeve)'}</dd>
        <dt>Barkodi</dt>
        <dd>{product.barcode ?? 'Pa barkod'}</dd>
        <dt>Oferta</dt>
        <dd>{product.offerCount}</dd>
      </DetailList>
    </Side>
  );
}
