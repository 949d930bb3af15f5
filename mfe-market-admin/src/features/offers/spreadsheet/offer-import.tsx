import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { PRICE_DECIMALS, type Product } from '@ofertat/shared-api';
import { messages } from '@ofertat/shared-api/validation';
import { Button, MessageBanner } from '@ofertat/shared-ui';
import { WrapRow } from '@ofertat/admin-kit';
import { readOfferRows, TEMPLATE_HEADER, type ImportedRow } from './offer-rows';
import { readSpreadsheet, templateCsv } from './read-spreadsheet';
import { HiddenInput, Preview, PreviewTitle, Problem, Table, TableScroll } from './offer-import.styles';

const m = messages.offers.import;

const ACCEPTED_FILES = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The rows that can fill a product row of the form. */
export const acceptedRows = (rows: readonly ImportedRow[]) => rows.filter((row) => row.problem === undefined && row.product !== undefined);

const price = (value: number | undefined) => (value === undefined ? '' : value.toFixed(PRICE_DECIMALS));

/** One example row for the template: the first product the market may use, at its current price when known. */
function templateExample(products: readonly Product[]): string[] {
  const product = products[0];
  const oldPrice = product?.currentPrice ?? 120;
  return [product?.productName ?? 'Qumësht i freskët', product?.barcode ?? '', price(oldPrice), price(Math.round(oldPrice * 80) / 100)];
}

function downloadTemplate(products: readonly Product[]) {
  const url = URL.createObjectURL(templateCsv(TEMPLATE_HEADER, templateExample(products)));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'oferta-shabllon.csv';
  link.click();
  URL.revokeObjectURL(url);
}

interface ImportPreviewProps {
  rows: readonly ImportedRow[];
  onAccept: (rows: ImportedRow[]) => void;
  onCancel: () => void;
}

/** Every row of the file with its number, the product it matched and its problem. */
export function ImportPreview({ rows, onAccept, onCancel }: ImportPreviewProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const accepted = acceptedRows(rows);
  // The preview appears below the button that chose the file: take the reader there.
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <Preview aria-labelledby={titleId}>
      <PreviewTitle id={titleId} ref={titleRef} tabIndex={-1}>
        {m.previewTitle}
      </PreviewTitle>
      <p role="status">{m.summary(accepted.length, rows.length - accepted.length)}</p>
      <TableScroll tabIndex={0} role="region" aria-label={m.rowsLabel}>
        <Table>
          <thead>
            <tr>
              <th scope="col">Rreshti</th>
              <th scope="col">Në skedar</th>
              <th scope="col">Produkti</th>
              <th scope="col">Çmimi normal</th>
              <th scope="col">Çmimi në ofertë</th>
              <th scope="col">Problemi</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.rowNumber}>
                <th scope="row">{row.rowNumber}</th>
                <td>{row.productText}</td>
                <td>{row.product ? `${row.product.productName} (${row.product.productUnit})` : ''}</td>
                <td>{price(row.oldPrice)}</td>
                <td>{price(row.newPrice)}</td>
                {row.problem ? <Problem>{row.problem}</Problem> : <td>{m.ready}</td>}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <WrapRow>
        <Button onClick={() => onAccept(accepted)} disabled={accepted.length === 0}>
          {m.accept(accepted.length)}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Anulo
        </Button>
      </WrapRow>
    </Preview>
  );
}

export interface OfferImportProps {
  /** The products the offer may use: the market's and the global ones. */
  products: readonly Product[];
  /** Products already in the form, which a row may not add again. */
  existingProductIds: readonly number[];
  /** Called with the rows the admin accepted; the form saves nothing until its own save. */
  onAccept: (rows: ImportedRow[]) => void;
}

type ImportState = { step: 'idle' } | { step: 'reading' } | { step: 'failed'; message: string } | { step: 'preview'; rows: ImportedRow[] };

/** "Importo nga Excel/CSV" and the template download, then the preview of the chosen file. */
export function OfferImport({ products, existingProductIds, onAccept }: OfferImportProps) {
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a fix must fire change again.
    event.target.value = '';
    if (!file) return;
    setState({ step: 'reading' });
    try {
      const result = readOfferRows(await readSpreadsheet(file), products, existingProductIds);
      setState(result.ok ? { step: 'preview', rows: result.rows } : { step: 'failed', message: result.message });
    } catch (reason) {
      setState({ step: 'failed', message: reason instanceof Error ? reason.message : m.unreadableFile });
    }
  };
  const close = () => {
    setState({ step: 'idle' });
    // The file input is hidden; focus goes back to the button that opened it.
    buttonRef.current?.focus();
  };

  return (
    <div>
      <WrapRow>
        <Button ref={buttonRef} variant="secondary" loading={state.step === 'reading'} onClick={() => inputRef.current?.click()}>
          {m.button}
        </Button>
        <Button variant="ghost" onClick={() => downloadTemplate(products)}>
          {m.template}
        </Button>
      </WrapRow>
      <HiddenInput ref={inputRef} type="file" accept={ACCEPTED_FILES} aria-label={m.button} onChange={(event) => void choose(event)} />
      {state.step === 'failed' && <MessageBanner tone="error">{state.message}</MessageBanner>}
      {state.step === 'preview' && (
        <ImportPreview
          rows={state.rows}
          onAccept={(rows) => {
            onAccept(rows);
            close();
          }}
          onCancel={close}
        />
      )}
    </div>
  );
}
