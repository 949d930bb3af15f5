// Reading the file a market admin chose, in the browser (issue 16). The parsers are loaded with import() so an
// admin who never imports a file never downloads them.
import { messages } from '@ofertat/shared-api/validation';

/** A sheet as rows of cells, as readOfferRows() takes it. */
export type SheetRows = unknown[][];

const isXlsx = (file: File) => /\.xlsx$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function readCsv(file: File): Promise<SheetRows> {
  const { default: Papa } = await import('papaparse');
  // Papa reads the File itself (UTF-8, a BOM dropped) and detects the delimiter: Excel in Albanian locales saves
  // CSV with ';' since ',' is the decimal mark.
  return new Promise((resolve, reject) =>
    Papa.parse<unknown[]>(file, {
      skipEmptyLines: 'greedy',
      complete: (result) => (result.data.length === 0 && result.errors.length > 0 ? reject(new Error(result.errors[0]!.message)) : resolve(result.data)),
      error: reject,
    }),
  );
}

async function readXlsx(file: File): Promise<SheetRows> {
  const { readSheet } = await import('read-excel-file/browser');
  return readSheet(file);
}

/** The first sheet of a CSV or XLSX file; throws with the spec-style message when it cannot be read. */
export async function readSpreadsheet(file: File): Promise<SheetRows> {
  try {
    return await (isXlsx(file) ? readXlsx(file) : readCsv(file));
  } catch (reason) {
    console.error(reason);
    throw new Error(messages.offers.import.unreadableFile, { cause: reason });
  }
}

/** The template a market admin downloads: the header and one example row, as CSV. */
export function templateCsv(header: readonly string[], example: readonly string[]): Blob {
  const line = (cells: readonly string[]) => cells.map((cell) => (/[",;\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');
  // The BOM makes Excel read the file as UTF-8, so ë and ç show as they are.
  return new Blob(['\uFEFF', `${line(header)}\r\n${line(example)}\r\n`], { type: 'text/csv;charset=utf-8' });
}
