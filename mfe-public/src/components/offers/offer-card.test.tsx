import { screen } from '@testing-library/react';
import { offerCard } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { OfferCardView } from './offer-card';
import { albanianOfferLabels, englishOfferLabels } from './offer-labels';

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
});
