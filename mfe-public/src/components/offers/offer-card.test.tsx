import { act, screen } from '@testing-library/react';
import { recordPublicEvent } from '@ofertat/shared-api';
import { offerCard } from '../../test/fixtures';
import { replaceBasket } from '../../lib/basket';
import { renderRoute } from '../../test/render';
import { OfferCardView } from './offer-card';
import { albanianOfferLabels, englishOfferLabels } from './offer-labels';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  recordPublicEvent: jest.fn(),
}));

describe('OfferCardView', () => {
  it('shows every field of spec section 2 with the Albanian labels', () => {
    renderRoute(<OfferCardView offer={offerCard({ discountPercentage: 19.5 })} labels={albanianOfferLabels} />);
    expect(screen.getByRole('img', { name: 'Qumësht i freskët' })).toHaveAttribute('src', '/uploads/qumesht.webp');
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Qumësht i freskët' })).toBeInTheDocument();
    expect(screen.getByText('1 L')).toBeInTheDocument();
    expect(screen.getByText('Çmimi normal')).toBeInTheDocument();
    expect(screen.getByText('150.00 ALL')).toBeInTheDocument();
    expect(screen.getByText('Çmimi në ofertë')).toBeInTheDocument();
    expect(screen.getByText('120.00 ALL')).toBeInTheDocument();
    expect(screen.getByText('Shqiponja Market')).toBeInTheDocument();
    expect(screen.getByText('01/05 - 31/05')).toBeInTheDocument();
  });

  it('uses the English labels of the store screen', () => {
    renderRoute(<OfferCardView offer={offerCard()} labels={englishOfferLabels} headingLevel={2} />);
    expect(screen.getByText('Normal Price')).toBeInTheDocument();
    expect(screen.getByText('Offer Price')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('falls back to N/A and placeholders when fields are missing', () => {
    const offer = offerCard({
      productImage: null,
      productUnit: null,
      oldPrice: null as unknown as number,
      newPrice: null as unknown as number,
      marketName: '',
      marketLogo: null,
      offerStartDate: '',
      offerEndDate: null as unknown as string,
      discountPercentage: null as unknown as number,
    });
    renderRoute(<OfferCardView offer={offer} labels={albanianOfferLabels} />);
    expect(screen.getByRole('img', { name: 'Qumësht i freskët' }).tagName).toBe('SPAN');
    expect(screen.getAllByText('N/A')).toHaveLength(4);
    expect(screen.getByText('N/A - N/A')).toBeInTheDocument();
    expect(screen.queryByText(/%$/)).not.toBeInTheDocument();
  });

  it('shows the unit price when the quantity is known', () => {
    renderRoute(<OfferCardView offer={offerCard({ unitPrice: 128.7, unitPriceUnit: 'l' })} labels={albanianOfferLabels} />);
    expect(screen.getByText('128.70 ALL/l')).toBeInTheDocument();
  });

  it('shows the 30-day low and the real discount when that low is below the normal price', () => {
    renderRoute(
      <OfferCardView
        offer={offerCard({ oldPrice: 150, newPrice: 120, lowestPrice30Days: 126, realDiscountPercentage: 5 })}
        labels={albanianOfferLabels}
      />,
    );
    expect(screen.getByText('Çmimi më i ulët në 30 ditët e fundit: 126.00 ALL')).toBeInTheDocument();
    expect(screen.getByText('Ulja reale: -5%')).toBeInTheDocument();
  });

  it('says there is no real discount when the offer price is not below the 30-day low, in English on the store screen', () => {
    renderRoute(<OfferCardView offer={offerCard({ oldPrice: 150, newPrice: 120, lowestPrice30Days: 115, realDiscountPercentage: -4 })} labels={englishOfferLabels} />);
    expect(screen.getByText('Lowest price in the last 30 days: 115.00 ALL')).toBeInTheDocument();
    expect(screen.getByText('No real discount')).toBeInTheDocument();
  });

  it('leaves out the 30-day line when the low is unknown or not below the normal price, and a unit price it cannot know', () => {
    const { rerender } = renderRoute(<OfferCardView offer={offerCard({ lowestPrice30Days: null, unitPrice: null, unitPriceUnit: null })} labels={albanianOfferLabels} />);
    expect(screen.queryByText(/30 ditët/)).not.toBeInTheDocument();
    expect(screen.queryByText(/ALL\//)).not.toBeInTheDocument();
    rerender(<OfferCardView offer={offerCard({ oldPrice: 150, lowestPrice30Days: 150, realDiscountPercentage: 20 })} labels={albanianOfferLabels} />);
    expect(screen.queryByText(/30 ditët/)).not.toBeInTheDocument();
  });

  it("leads to the product's page from its name", () => {
    renderRoute(<OfferCardView offer={offerCard({ productId: 7 })} labels={albanianOfferLabels} />);
    expect(screen.getByRole('link', { name: 'Qumësht i freskët' })).toHaveAttribute('href', '/product/7');
  });

  it('adds its product to the basket, one more each tap, for the market of the card', async () => {
    const { user } = renderRoute(<OfferCardView offer={offerCard({ productId: 7, marketId: 3 })} labels={albanianOfferLabels} />);
    const add = screen.getByRole('button', { name: 'Shto në shportë: Qumësht i freskët' });
    await user.click(add);
    await user.click(add);
    expect(screen.getByRole('link', { name: 'Në shportë: 2' })).toHaveAttribute('href', '/basket');
    expect(recordPublicEvent).toHaveBeenCalledWith({ type: 'basketAdd', productId: 7, marketId: 3 });
    act(() => replaceBasket([]));
  });

  it("treats a market's linked product as its global product: the global page, and one basket item for both cards", async () => {
    const linked = offerCard({ productId: 9, comparedProductId: 7, productName: 'Qumesht i fresket 1 litër', marketId: 3 });
    const { user } = renderRoute(
      <>
        <OfferCardView offer={linked} labels={albanianOfferLabels} />
        <OfferCardView offer={offerCard({ productId: 7, marketId: 4 })} labels={albanianOfferLabels} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Qumesht i fresket 1 litër' })).toHaveAttribute('href', '/product/7');
    await user.click(screen.getByRole('button', { name: 'Shto në shportë: Qumesht i fresket 1 litër' }));
    await user.click(screen.getByRole('button', { name: 'Shto në shportë: Qumësht i freskët' }));
    expect(screen.getAllByRole('link', { name: 'Në shportë: 2' })).toHaveLength(2);
    // The market's own product is counted for the market, as its admin sees it.
    expect(recordPublicEvent).toHaveBeenCalledWith({ type: 'basketAdd', productId: 9, marketId: 3 });
    act(() => replaceBasket([]));
  });
});
