// A real XLSX file through the reader the import uses (read-excel-file), then through the row reading: the file is
// built here, byte by byte, as a spreadsheet program writes one (a ZIP of XML parts with shared strings), so no
// binary fixture and no writer library is needed.
import { crc32, deflateRawSync } from 'node:zlib';
import type { Product } from '@ofertat/shared-api';
import { readOfferRows } from './offer-rows';
import { readSpreadsheet } from './read-spreadsheet';

/** A ZIP archive of deflated entries (the format of every XLSX file). */
function zip(entries: Record<string, string>): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name, 'utf8');
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0); // version needed
    common.writeUInt16LE(0x0800, 2); // UTF-8 names
    common.writeUInt16LE(8, 4); // deflate
    common.writeUInt32LE(0, 6); // time and date
    common.writeUInt32LE(crc32(data), 10);
    common.writeUInt32LE(packed.length, 14);
    common.writeUInt32LE(data.length, 18);
    common.writeUInt16LE(fileName.length, 22);
    common.writeUInt16LE(0, 24); // extra field
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), common, fileName, packed]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    common.copy(central, 6);
    // Comment length, disk, attributes: zero; then where the local entry starts.
    central.writeUInt32LE(offset, 42);
    centrals.push(Buffer.concat([central, fileName]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length, 8);
  end.writeUInt16LE(centrals.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  const archive = Buffer.concat([...locals, directory, end]);
  return new Uint8Array(archive.buffer.slice(archive.byteOffset, archive.byteOffset + archive.length) as ArrayBuffer);
}

/** jsdom's File has no arrayBuffer(), which browsers have had since 2019: this one reads it with jsdom's FileReader. */
function readableFile(parts: BlobPart[], name: string, type = ''): File {
  const file = new File(parts, name, { type });
  const arrayBuffer = () =>
    new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
      reader.readAsArrayBuffer(file);
    });
  return Object.assign(file, { arrayBuffer });
}

type Cell = string | number | null;

/** A one-sheet workbook; texts go to the shared strings, numbers stay numbers, null leaves the cell out. */
function xlsx(rows: Record<number, Cell[]>): File {
  const strings: string[] = [];
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const sheetRows = Object.entries(rows).map(([rowNumber, cells]) => {
    const xmlCells = cells.flatMap((cell, column) => {
      if (cell === null) return [];
      const ref = `${String.fromCharCode(65 + column)}${rowNumber}`;
      if (typeof cell === 'number') return [`<c r="${ref}"><v>${cell}</v></c>`];
      strings.push(cell);
      return [`<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`];
    });
    return `<row r="${rowNumber}">${xmlCells.join('')}</row>`;
  });
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const bytes = zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
      '</Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/>` +
      '</Relationships>',
    'xl/workbook.xml':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${main}" xmlns:r="${relationships}">` +
      '<sheets><sheet name="Oferta" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${relationships}/sharedStrings" Target="sharedStrings.xml"/>` +
      '</Relationships>',
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${main}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
    'xl/sharedStrings.xml':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="${main}" count="${strings.length}" uniqueCount="${strings.length}">` +
      `${strings.map((text) => `<si><t xml:space="preserve">${escape(text)}</t></si>`).join('')}</sst>`,
  });
  return readableFile([bytes], 'oferta.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
}

const product = (productId: number, productName: string, marketId: number | null): Product => ({
  productId,
  productName,
  productUnit: '1 kg',
  categoryId: 1,
  categoryName: 'Ushqime',
  productImage: null,
  productThumbnail: null,
  currentPrice: null,
  marketId,
  quantity: null,
  barcode: null,
  linkedProductId: null,
});
const products = [product(1, 'Djathë i Bardhë', 7), product(2, 'Kafe Lavazza', null), product(3, 'Vaj Ulliri', null)];

describe('readSpreadsheet with a real XLSX file', () => {
  it('reads a title row, an English header variant, decimal commas as text and numbers, and skips empty rows', async () => {
    const file = xlsx({
      1: ['Oferta e javës'],
      2: ['Product name', 'Old price', 'Çmimi i ri'],
      3: ['  djathe i BARDHE ', '850,00', '749,90'],
      // Row 4 is absent from the file; row 5 is there with blank cells, as Excel leaves a cleared row.
      5: ['', null, ''],
      6: ['Kafe Lavazza', 520, 449.5],
      7: ['Vaj ulliri', '1.250,50', 'shumë'],
    });

    const sheet = await readSpreadsheet(file);
    const result = readOfferRows(sheet, products);

    expect(result.ok && result.rows.map(({ rowNumber, product: matched, oldPrice, newPrice, problem }) => [rowNumber, matched?.productId, oldPrice, newPrice, problem])).toEqual([
      [3, 1, 850, 749.9, undefined],
      [6, 2, 520, 449.5, undefined],
      [7, 3, 1250.5, undefined, 'Çmimet duhet të jenë numra të vlefshëm.'],
    ]);
  });

  it('takes the Albanian header of the template', async () => {
    const sheet = await readSpreadsheet(xlsx({ 1: ['Produkti', 'Çmimi normal', 'Çmimi në ofertë'], 2: ['Kafe Lavazza', '520', '449,50'] }));
    expect(readOfferRows(sheet, products)).toEqual({
      ok: true,
      rows: [{ rowNumber: 2, productText: 'Kafe Lavazza', product: products[1], oldPrice: 520, newPrice: 449.5, problem: undefined }],
    });
  });

  it('says a broken file cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = readableFile([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'oferta.xlsx');
    await expect(readSpreadsheet(broken)).rejects.toThrow('Skedari nuk mund të lexohet. Përdorni një skedar CSV ose XLSX.');
  });
});
