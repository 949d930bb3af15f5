import { screen, waitFor } from '@testing-library/react';
import { BOTTOM_AD_MAX_SIZE, fetchBottomAd, fetchTopAd, recordAdClick, TOP_AD_MAX_SIZE, type Ad } from '@ofertat/shared-api';
import { renderRoute } from '../../test/render';
import { AdSlot } from './ad-slot';
import { AdsProvider } from './ads-provider';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchTopAd: jest.fn(),
  fetchBottomAd: jest.fn(),
  recordAdClick: jest.fn(),
}));

const ad = (overrides: Partial<Ad>): Ad => ({
  adsId: 1,
  adsName: 'Zbritje vere',
  adsOutsideLink: 'https://example.al/vere',
  adsImageUrl: '/uploads/ad-top.webp',
  active: true,
  displayOrder: 1,
  adsClicks: 0,
  ...overrides,
});

const top = ad({});
const bottom = ad({ adsId: 2, adsName: 'Fruta të freskëta', adsOutsideLink: 'https://example.al/fruta', adsImageUrl: '/uploads/ad-bottom.webp', displayOrder: 2 });

function renderAds() {
  return renderRoute(
    <AdsProvider>
      <AdSlot position="top" />
      <p>Oferta speciale</p>
      <AdSlot position="bottom" />
    </AdsProvider>,
  );
}

describe('home-page ads', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    jest.mocked(fetchTopAd).mockReset().mockResolvedValue(top);
    jest.mocked(fetchBottomAd).mockReset().mockResolvedValue(bottom);
    jest.mocked(recordAdClick).mockReset().mockResolvedValue();
    open = jest.spyOn(window, 'open').mockReturnValue(null);
  });
  afterEach(() => open.mockRestore());

  it('shows both ads as links to a new tab, sized to their slot limits', async () => {
    renderAds();
    const topLink = await screen.findByRole('link', { name: 'Zbritje vere' });
    expect(topLink).toHaveAttribute('target', '_blank');
    expect(topLink).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('img', { name: 'Zbritje vere' })).toHaveAttribute('width', String(TOP_AD_MAX_SIZE.width));
    expect(screen.getByRole('img', { name: 'Zbritje vere' })).toHaveAttribute('height', String(TOP_AD_MAX_SIZE.height));
    expect(screen.getByRole('img', { name: 'Fruta të freskëta' })).toHaveAttribute('height', String(BOTTOM_AD_MAX_SIZE.height));
  });

  it('records the click, then opens the link in a new tab without an opener', async () => {
    const { user } = renderAds();
    await user.click(await screen.findByRole('link', { name: 'Fruta të freskëta' }));
    expect(recordAdClick).toHaveBeenCalledWith(2);
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://example.al/fruta', '_blank', 'noopener'));
  });

  it('hides the ads when recording the click fails, without opening the link', async () => {
    jest.mocked(recordAdClick).mockRejectedValue(new Error('down'));
    const { user } = renderAds();
    await user.click(await screen.findByRole('link', { name: 'Zbritje vere' }));
    await waitFor(() => expect(screen.queryByRole('link')).not.toBeInTheDocument());
    expect(open).not.toHaveBeenCalled();
  });

  it('hides the ads when loading fails', async () => {
    jest.mocked(fetchBottomAd).mockRejectedValue(new Error('down'));
    const { container } = renderAds();
    // The reserved boxes go once the answer is in.
    await waitFor(() => expect(container.querySelector('[aria-hidden="true"]')).toBeNull());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows only ads with an id and an image', async () => {
    jest.mocked(fetchTopAd).mockResolvedValue(ad({ adsImageUrl: null }));
    jest.mocked(fetchBottomAd).mockResolvedValue(null);
    const { container } = renderAds();
    await waitFor(() => expect(container.querySelector('[aria-hidden="true"]')).toBeNull());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
