import { screen, waitFor, within } from '@testing-library/react';
import type { Product } from '@ofertat/shared-api';
import { renderRoute } from '../../../test/render';
import { OfferImport } from './offer-import';
import { TEMPLATE_HEADER } from './offer-rows';
import { templateCsv } from './read-spreadsheet';

const product = (productId: number, productName: string): Product => ({
  productId,
  productName,
  productUnit: '1 L',
  categoryId: 1,
  categoryName: 'Bulmetore',
  productImage: null,
  productThumbnail: null,
  currentPrice: 120,
  marketId: null,
  quantity: { amount: 1, unit: 'l' },
  barcode: null,
  linkedProductId: null,
});

const products = [product(1, 'Qumësht i freskët'), product(5, 'Kos')];

const csvFile = (text: string) => new File([text], 'oferta.csv', { type: 'text/csv' });

// jsdom's Blob has no arrayBuffer(); FileReader is what it offers.
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

function renderImport(existingProductIds: number[] = []) {
  const onAccept = jest.fn();
  const view = renderRoute(<OfferImport products={products} existingProductIds={existingProductIds} onAccept={onAccept} />);
  return { ...view, onAccept };
}

describe('OfferImport', () => {
  it('previews every row with its number, match and problem, then hands over the accepted rows', async () => {
    const { user, onAccept } = renderImport();
    const file = csvFile('\uFEFFProdukti;Çmimi normal;Çmimi në ofertë\nQUMESHT I FRESKET;150,50;120\nBuke;80;60\nKos;90;95\n');
    await user.upload(screen.getByLabelText('Importo nga Excel/CSV'), file);

    const title = await screen.findByRole('heading', { name: 'Produktet nga skedari' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText('1 rreshta gati, 2 me probleme.')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Rreshti',
      'Në skedar',
      'Produkti',
      'Çmimi normal',
      'Çmimi në ofertë',
      'Problemi',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['2', 'QUMESHT I FRESKET', 'Qumësht i freskët (1 L)', '150.50', '120.00', 'Gati'],
      ['3', 'Buke', '', '80.00', '60.00', 'Produkti nuk u gjet në produktet e marketit ose ato globale.'],
      ['4', 'Kos', 'Kos (1 L)', '90.00', '95.00', 'Çmimi i ri (newPrice) duhet të jetë më i vogël se çmimi i vjetër (oldPrice).'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Shto 1 produkte në ofertë' }));
    expect(onAccept).toHaveBeenCalledWith([expect.objectContaining({ rowNumber: 2, product: products[0], oldPrice: 150.5, newPrice: 120 })]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importo nga Excel/CSV' })).toHaveFocus();
  });

  it('refuses a product already in the form and says which columns a file without them needs', async () => {
    const { user } = renderImport([5]);
    await user.upload(screen.getByLabelText('Importo nga Excel/CSV'), csvFile('product,old price,new price\nKos,90,80\n'));
    expect(await screen.findByText('Ky produkt është shtuar tashmë në ofertë.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shto 0 produkte në ofertë' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Anulo' }));
    await user.upload(screen.getByLabelText('Importo nga Excel/CSV'), csvFile('Emri,Sasia\nKos,2\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Skedari duhet të ketë kolonat: Produkti, Çmimi normal, Çmimi në ofertë.');
  });
});

describe('templateCsv', () => {
  it('starts with a UTF-8 BOM so Excel shows ë and ç, then the header and the example row', async () => {
    const blob = templateCsv(TEMPLATE_HEADER, ['Qumësht i freskët', '5449000000996', '120.00', '96.00']);
    const bytes = await bytesOf(blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Produkti,Barkodi,Çmimi normal,Çmimi në ofertë\r\nQumësht i freskët,5449000000996,120.00,96.00\r\n');
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });
});
