import { screen, within } from '@testing-library/react';
import { type DuplicatePair, type DuplicatePairPage, type DuplicateProductSummary } from '@ofertat/shared-api';
import { dismissDuplicatePair, fetchDuplicatePairs, mergeProducts } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { networkError, serverError } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { DuplicatesPage } from './duplicates-page';

jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  fetchDuplicatePairs: jest.fn(),
  dismissDuplicatePair: jest.fn(),
  mergeProducts: jest.fn(),
}));

const m = messages.products.duplicates;

const summary = (overrides: Partial<DuplicateProductSummary>): DuplicateProductSummary => ({
  productId: 3,
  productName: 'Qumësht i freskët 1L',
  productUnit: '1 L',
  marketId: null,
  marketName: null,
  barcode: '5307702000013',
  offerCount: 2,
  ...overrides,
});

const milkPair: DuplicatePair = {
  productA: summary({}),
  productB: summary({ productId: 200, productName: 'Qumesht i fresket 1 litër', productUnit: '1 l', marketId: 4, marketName: 'Dajti Market', barcode: null, offerCount: 0 }),
  reason: 'name',
  score: 0.873,
};

const byrekPair: DuplicatePair = {
  productA: summary({ productId: 150, productName: 'Byrek i ditës – Dajti', productUnit: 'copë', marketId: 4, marketName: 'Dajti Market', barcode: null, offerCount: 1 }),
  productB: summary({ productId: 160, productName: 'Byrek i ditës – Spar', productUnit: 'copë', marketId: 5, marketName: 'Spar', barcode: null, offerCount: 3 }),
  reason: 'name',
  score: 0.7,
};

const barcodePair: DuplicatePair = {
  productA: summary({ productId: 10, productName: 'Ujë Glina 1.5 l', offerCount: 1 }),
  productB: summary({ productId: 11, productName: 'Uje Glina 1,5L', offerCount: 4 }),
  reason: 'barcode',
  score: 1,
};

const pageOf = (items: DuplicatePair[], total = items.length, page = 1): DuplicatePairPage => ({ items, total, page, pageSize: 24 });

const pairCard = (name: RegExp) => screen.findByRole('article', { name });

beforeEach(() => {
  jest.clearAllMocks();
  // Failed actions are logged for staff (saveFailureText); the tests read what the screen shows.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(fetchDuplicatePairs).mockResolvedValue(pageOf([barcodePair, milkPair]));
});

describe('DuplicatesPage', () => {
  it('shows each pair side by side: names, units, market or global, barcode, offers, reason and similarity', async () => {
    renderRoute(<DuplicatesPage />);
    const card = await pairCard(/Qumesht i fresket 1 litër/);
    expect(within(card).getByText('Emër i ngjashëm, e njëjta sasi')).toBeInTheDocument();
    expect(within(card).getByText('Ngjashmëria 87 %')).toBeInTheDocument();
    const global = within(card).getByRole('region', { name: 'Qumësht i freskët 1L' });
    for (const text of ['1 L', 'Global (i të gjitha marketeve)', '5307702000013', '2']) expect(within(global).getByText(text)).toBeInTheDocument();
    const market = within(card).getByRole('region', { name: 'Qumesht i fresket 1 litër' });
    for (const text of ['1 l', 'Dajti Market', 'Pa barkod', '0']) expect(within(market).getByText(text)).toBeInTheDocument();
    const barcode = await pairCard(/Ujë Glina/);
    expect(within(barcode).getByText('I njëjti barkod')).toBeInTheDocument();
    expect(within(barcode).getByText('Ngjashmëria 100 %')).toBeInTheDocument();
    expect(screen.getByText('2 çifte për të shqyrtuar.')).toBeInTheDocument();
    expect(fetchDuplicatePairs).toHaveBeenCalledWith(1, 24);
  });

  it('merges into the global product after the confirmation says what happens, then asks for the pairs again', async () => {
    jest.mocked(mergeProducts).mockResolvedValue({} as Awaited<ReturnType<typeof mergeProducts>>);
    const { user } = renderRoute(<DuplicatesPage />);
    await user.click(within(await pairCard(/Qumesht i fresket 1 litër/)).getByRole('button', { name: 'Bashko' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Bashko produktet' });
    expect(dialog).toHaveAccessibleDescription(
      '"Qumesht i fresket 1 litër" fshihet dhe ofertat e tij (0) me historikun e çmimeve kalojnë te "Qumësht i freskët 1L". ' +
        'Lidhjet e vjetra të "Qumesht i fresket 1 litër" hapin "Qumësht i freskët 1L". Bashkimi nuk kthehet mbrapsht.',
    );
    // A global product never moves into a market's own: nothing to choose.
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(mergeProducts).not.toHaveBeenCalled();

    jest.mocked(fetchDuplicatePairs).mockResolvedValue(pageOf([barcodePair]));
    await user.click(within(dialog).getByRole('button', { name: 'Bashko' }));
    expect(mergeProducts).toHaveBeenCalledWith({ keepId: 3, mergeId: 200 });
    expect(await screen.findByText(m.mergeSuccess)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await pairCard(/Ujë Glina/);
    expect(screen.queryByRole('article', { name: /Qumesht/ })).not.toBeInTheDocument();
    expect(fetchDuplicatePairs).toHaveBeenCalledTimes(2);
  });

  it('proposes the product with more offers between two of one kind, and lets the super admin keep the other', async () => {
    jest.mocked(fetchDuplicatePairs).mockResolvedValue(pageOf([byrekPair]));
    jest.mocked(mergeProducts).mockResolvedValue({} as Awaited<ReturnType<typeof mergeProducts>>);
    const { user } = renderRoute(<DuplicatesPage />);
    await user.click(within(await pairCard(/Byrek/)).getByRole('button', { name: 'Bashko' }));
    const choice = screen.getByRole('combobox', { name: 'Produkti që mbetet' });
    expect(choice).toHaveDisplayValue('Byrek i ditës – Spar (Spar)');
    await user.selectOptions(choice, 'Byrek i ditës – Dajti (Dajti Market)');
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(/^"Byrek i ditës – Spar" fshihet dhe ofertat e tij \(3\)/);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Bashko' }));
    expect(mergeProducts).toHaveBeenCalledWith({ keepId: 150, mergeId: 160 });
  });

  it("shows the server's refusal of a merge in its words, and Anulo merges nothing", async () => {
    jest.mocked(fetchDuplicatePairs).mockResolvedValue(pageOf([byrekPair]));
    jest.mocked(mergeProducts).mockRejectedValue(serverError(400, m.differentMarkets));
    const { user } = renderRoute(<DuplicatesPage />);
    await user.click(within(await pairCard(/Byrek/)).getByRole('button', { name: 'Bashko' }));
    await user.click(screen.getByRole('button', { name: 'Anulo' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(mergeProducts).not.toHaveBeenCalled();

    await user.click(within(await pairCard(/Byrek/)).getByRole('button', { name: 'Bashko' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Bashko' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.differentMarkets);
    // The pair is still open.
    expect(await pairCard(/Byrek/)).toBeInTheDocument();
  });

  it('dismisses a pair with "Nuk janë i njëjti" and asks for the pairs again', async () => {
    jest.mocked(dismissDuplicatePair).mockResolvedValue({ productAId: 10, productBId: 11 });
    const { user } = renderRoute(<DuplicatesPage />);
    jest.mocked(fetchDuplicatePairs).mockResolvedValue(pageOf([milkPair]));
    await user.click(within(await pairCard(/Ujë Glina/)).getByRole('button', { name: 'Nuk janë i njëjti' }));
    expect(dismissDuplicatePair).toHaveBeenCalledWith({ productAId: 10, productBId: 11 });
    expect(await screen.findByText(m.dismissSuccess)).toBeInTheDocument();
    await pairCard(/Qumesht/);
    expect(screen.queryByRole('article', { name: /Ujë Glina/ })).not.toBeInTheDocument();
  });

  it('shows a failed dismissal without an answer in its own words', async () => {
    jest.mocked(dismissDuplicatePair).mockRejectedValue(networkError());
    const { user } = renderRoute(<DuplicatesPage />);
    await user.click(within(await pairCard(/Ujë Glina/)).getByRole('button', { name: 'Nuk janë i njëjti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.dismissFailure);
  });

  it('pages through the pairs the server pages, and goes back when an action empties the last page', async () => {
    jest.mocked(fetchDuplicatePairs).mockImplementation(async (page) => pageOf(page === 1 ? [barcodePair] : [milkPair], 25, page));
    jest.mocked(dismissDuplicatePair).mockResolvedValue({ productAId: 3, productBId: 200 });
    const { user } = renderRoute(<DuplicatesPage />);
    expect(await screen.findByText('Faqja 1 nga 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pas' }));
    await pairCard(/Qumesht/);
    expect(fetchDuplicatePairs).toHaveBeenLastCalledWith(2, 24);

    jest.mocked(fetchDuplicatePairs).mockImplementation(async (page) => pageOf(page === 1 ? [barcodePair] : [], 24, page));
    await user.click(within(await pairCard(/Qumesht/)).getByRole('button', { name: 'Nuk janë i njëjti' }));
    await pairCard(/Ujë Glina/);
    expect(fetchDuplicatePairs).toHaveBeenLastCalledWith(1, 24);
  });

  it('shows its load failure and its empty text', async () => {
    jest.mocked(fetchDuplicatePairs).mockRejectedValueOnce(networkError());
    const { unmount } = renderRoute(<DuplicatesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.loadFailure);
    unmount();
    jest.mocked(fetchDuplicatePairs).mockResolvedValueOnce(pageOf([]));
    renderRoute(<DuplicatesPage />);
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
  });
});
