import styled from 'styled-components';
import type { OfferDetail } from '@ofertat/shared-api';
import { PriceText, formatDayMonthYear, getTheme } from '@ofertat/shared-ui';
import { DetailList, SectionTitle } from '../admin.styles';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(4)};
`;

const TableWrap = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${(p) => getTheme(p).spacing(2)};
    text-align: left;
    border-bottom: 1px solid ${(p) => getTheme(p).colors.divider};
  }
`;

const NameList = styled.p`
  margin: 0;
`;

export interface OfferDetailsProps {
  /** What GET /api/offer/view/{id} answered. */
  offer: OfferDetail;
}

const names = (items: readonly string[]) => (items.length === 0 ? '–' : items.join(', '));

/** An offer read-only: period, market, cities, store points and the products with their prices. */
export function OfferDetails({ offer }: OfferDetailsProps) {
  return (
    <Sections>
      <DetailList>
        <dt>Emri</dt>
        <dd>{offer.offerName}</dd>
        <dt>Marketi</dt>
        <dd>{offer.marketName}</dd>
        <dt>Fillon</dt>
        <dd>{formatDayMonthYear(offer.startDate)}</dd>
        <dt>Mbaron</dt>
        <dd>{formatDayMonthYear(offer.endDate)}</dd>
      </DetailList>
      <section>
        <SectionTitle>Qytetet</SectionTitle>
        <NameList>{names(offer.locations.map((city) => city.locationName))}</NameList>
      </section>
      <section>
        <SectionTitle>Pikat e shitjes</SectionTitle>
        <NameList>{names(offer.storeLocations.map((store) => store.storeLocationName))}</NameList>
      </section>
      <section>
        <SectionTitle>Produktet</SectionTitle>
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th scope="col">Produkti</th>
                <th scope="col">Njësia</th>
                <th scope="col">Çmimi i vjetër</th>
                <th scope="col">Çmimi i ri</th>
                <th scope="col">Zbritja</th>
              </tr>
            </thead>
            <tbody>
              {offer.products.map((product) => (
                <tr key={product.productId}>
                  <th scope="row">{product.productName}</th>
                  <td>{product.productUnit}</td>
                  <td>
                    <PriceText value={product.oldPrice} variant="old" />
                  </td>
                  <td>
                    <PriceText value={product.newPrice} variant="offer" />
                  </td>
                  {/* The server's number, the public card's: this view never computes its own. */}
                  <td>-{product.discountPercentage}%</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      </section>
    </Sections>
  );
}
