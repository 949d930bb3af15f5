import { screen, within } from '@testing-library/react';
import type { OfferDetail } from '@ofertat/shared-api';
import { renderWithProviders } from '../test/render';
import { OfferDetails } from './offer-details';

/** An offer of one line, 200 → 85 ALL unless `line` says otherwise, with the discount the server answered. */
const offer = (line: Partial<OfferDetail['products'][number]>): OfferDetail => ({
  ...{ offerId: 3, offerName: 'Zbritje vjeshte', startDate: '2026-10-01', endDate: '2026-10-07', marketId: 2, marketName: 'Dajti Supermarket' },
  ...{ locations: [], storeLocations: [] },
  products: [{ productId: 7, productName: 'Qumësht', productUnit: '1 L', oldPrice: 200, newPrice: 85, discountPercentage: 58, ...line }],
});

const discountCell = () => within(screen.getByRole('row', { name: /Qumësht/ })).getAllByRole('cell').at(-1);

describe('OfferDetails', () => {
  it("shows a line's discount as the server computed it, the public card's -58 % for 200 → 85 ALL", () => {
    renderWithProviders(<OfferDetails offer={offer({})} />);
    expect(discountCell()).toHaveTextContent('-58%');
  });

  it('never computes its own: the number shown is the answer\'s, whatever the prices', () => {
    renderWithProviders(<OfferDetails offer={offer({ oldPrice: 100, newPrice: 90, discountPercentage: 33 })} />);
    expect(discountCell()).toHaveTextContent('-33%');
  });
});
