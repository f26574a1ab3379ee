import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { checkSkuList } from '../check-rows';
import {
  MAX_SHEET_ROWS,
  MAX_XLSX_ENTRIES,
  MAX_XLSX_INFLATED_BYTES,
  readSkuSheet,
  zipWithinCaps,
} from '../read-sheet';

async function xlsxOf(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  rows.forEach((row, index) => {
    if (row.length > 0) sheet.getRow(index + 1).values = row;
  });
  workbook.addWorksheet('Ignored').addRow(['not', 'read']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface ZipEntry {
  name: string;
  data: Buffer;
  /** The uncompressed size written in the headers; an attacker's zip may lie about it. */
  declaredSize?: number;
}

/** A plain deflate zip, written by hand so a test can make one that no zip library would. */
function zipOf(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize = data.length } of entries) {
    const compressed = deflateRawSync(data);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(declaredSize, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(declaredSize, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, fileName, compressed);
    directory.push(central, fileName);
    offset += local.length + fileName.length + compressed.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralDirectory, end]);
}

const MiB = 1024 * 1024;

describe('readSkuSheet: csv', () => {
  it('reads trimmed cells, strips a BOM and skips blank rows', async () => {
    const csv =
      '\uFEFFsku,qty,section\n LU1234 , 2 ,"Main Bathroom"\n\n,,\nUR2201,1,"Ensuite, 2"\n';
    expect(await readSkuSheet(Buffer.from(csv), 'list.CSV')).toEqual([
      ['sku', 'qty', 'section'],
      ['LU1234', '2', 'Main Bathroom'],
      ['UR2201', '1', 'Ensuite, 2'],
    ]);
  });

  it('drops the trailing empty cells spreadsheet programs pad rows with', async () => {
    expect(await readSkuSheet(Buffer.from('sku,qty,section,,\nA1,1,Kitchen,,\n'), 'a.csv')).toEqual(
      [
        ['sku', 'qty', 'section'],
        ['A1', '1', 'Kitchen'],
      ],
    );
  });

  it('answers undefined for an unclosed quote', async () => {
    expect(await readSkuSheet(Buffer.from('sku,qty,section\n"A1,1,Kitchen\n'), 'a.csv')).toBe(
      undefined,
    );
  });

  it('stops after MAX_SHEET_ROWS rows, even with blank lines between them', async () => {
    const lines = Array.from({ length: 100_000 }, (_, index) => `SKU${index},1,Kitchen\n\n\n`);
    const rows = await readSkuSheet(Buffer.from(`sku,qty,section\n${lines.join('')}`), 'a.csv');
    expect(rows).toHaveLength(MAX_SHEET_ROWS);
    expect(checkSkuList(rows)).toMatchObject({ ok: false, code: 'moreItems' });
  });

  it('keeps 251 data rows padded with blank lines a moreItems list', async () => {
    const lines = Array.from({ length: 251 }, (_, index) => `\n\nSKU${index},1,Kitchen`);
    const rows = await readSkuSheet(Buffer.from(`sku,qty,section${lines.join('')}`), 'a.csv');
    expect(rows).toHaveLength(252);
    expect(checkSkuList(rows)).toMatchObject({ ok: false, code: 'moreItems' });
  });
});

describe('readSkuSheet: xlsx', () => {
  it("reads the first worksheet's cell texts", async () => {
    const file = await xlsxOf([
      ['SKU', 'Qty', 'Section'],
      [' LU1234 ', 2, 'Main Bathroom'],
      [],
      ['UR2201', 1, 'Ensuite 2'],
    ]);
    const rows = await readSkuSheet(file, 'list.xlsx');
    expect(rows).toEqual([
      ['SKU', 'Qty', 'Section'],
      ['LU1234', '2', 'Main Bathroom'],
      ['UR2201', '1', 'Ensuite 2'],
    ]);
    expect(checkSkuList(rows)).toMatchObject({ ok: true, duplicatesCombined: false });
  });

  it('stops after MAX_SHEET_ROWS rows', async () => {
    const body = Array.from({ length: 1000 }, (_, index) => [`SKU${index}`, 1, 'Kitchen']);
    const rows = await readSkuSheet(await xlsxOf([['sku', 'qty', 'section'], ...body]), 'a.xlsx');
    expect(rows).toHaveLength(MAX_SHEET_ROWS);
    expect(checkSkuList(rows)).toMatchObject({ ok: false, code: 'moreItems' });
  });

  it('answers undefined for a corrupt or truncated xlsx, or a zip that is not one', async () => {
    const file = await xlsxOf([['sku', 'qty', 'section']]);
    expect(await readSkuSheet(Buffer.from('sku,qty,section\n'), 'a.xlsx')).toBeUndefined();
    expect(await readSkuSheet(file.subarray(0, file.length - 100), 'a.xlsx')).toBeUndefined();
    const corrupt = Buffer.from(file);
    corrupt.fill(0x41, 100, 400);
    expect(await readSkuSheet(corrupt, 'a.xlsx')).toBeUndefined();
    const notXlsx = zipOf([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    expect(await readSkuSheet(notXlsx, 'a.xlsx')).toBeUndefined();
  });

  it('answers undefined for any other extension', async () => {
    const file = await xlsxOf([['sku', 'qty', 'section']]);
    for (const name of ['a.xls', 'a.txt', 'a.xlsx.exe', 'csv', 'xlsx']) {
      expect(await readSkuSheet(file, name)).toBeUndefined();
    }
    expect(await readSkuSheet(Buffer.from('sku,qty,section\nA1,1,K\n'), 'a.txt')).toBeUndefined();
  });
});

describe('readSkuSheet: zip caps', () => {
  it('passes an xlsx written by exceljs', async () => {
    expect(zipWithinCaps(await xlsxOf([['sku', 'qty', 'section']]))).toBe(true);
  });

  it('refuses a zip bomb before exceljs sees it, whatever sizes it declares', async () => {
    const bomb = zipOf([
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(30 * MiB), declaredSize: 1024 },
    ]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await readSkuSheet(bomb, 'bomb.xlsx')).toBeUndefined();
    expect(zipWithinCaps(bomb)).toBe(false);
  });

  it('caps the total over all entries, not each one', () => {
    const entry = (index: number) => ({
      name: `xl/media/${index}.bin`,
      data: Buffer.alloc(1.5 * MiB),
    });
    expect(MAX_XLSX_INFLATED_BYTES).toBe(4 * MiB);
    expect(zipWithinCaps(zipOf([entry(1), entry(2)]))).toBe(true);
    expect(zipWithinCaps(zipOf([entry(1), entry(2), entry(3)]))).toBe(false);
  });

  it('caps the number of entries', () => {
    const entries = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        name: `${index}.txt`,
        data: Buffer.from('x'),
      }));
    expect(zipWithinCaps(zipOf(entries(MAX_XLSX_ENTRIES)))).toBe(true);
    expect(zipWithinCaps(zipOf(entries(MAX_XLSX_ENTRIES + 1)))).toBe(false);
  });

  it('refuses bytes between the directory and its end record (jszip would read them)', () => {
    const zip = zipOf([{ name: 'a.txt', data: Buffer.from('hello') }]);
    const endAt = zip.length - 22;
    const padded = Buffer.concat([zip.subarray(0, endAt), Buffer.alloc(10), zip.subarray(endAt)]);
    expect(zipWithinCaps(padded)).toBe(false);
  });
});
