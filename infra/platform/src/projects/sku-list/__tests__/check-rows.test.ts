import { UPLOAD_MESSAGES } from '@specify/contracts';
import { checkSkuList, type CheckedRow, type SkuListCheck } from '../check-rows';

const HEADER = ['sku', 'qty', 'section'];

function rowsOf(check: SkuListCheck): CheckedRow[] {
  if (!check.ok) throw new Error(`expected ok, got ${check.code}`);
  return check.rows;
}

function remarkOf(row: string[]): CheckedRow['remarks'] {
  return rowsOf(checkSkuList([HEADER, row]))[0]?.remarks;
}

describe('checkSkuList: the file', () => {
  it('answers inValidFileFormat for an unreadable file', () => {
    expect(checkSkuList(undefined)).toEqual({
      ok: false,
      code: 'inValidFileFormat',
      message: UPLOAD_MESSAGES.inValidFileFormat,
    });
  });

  it('answers emptyFile for no rows, blank rows only, or a header without data', () => {
    for (const cells of [[], [['', ' ']], [HEADER], [HEADER, ['', '', '']]]) {
      expect(checkSkuList(cells)).toEqual({
        ok: false,
        code: 'emptyFile',
        message: UPLOAD_MESSAGES.emptyFile,
      });
    }
  });

  it('reads the header case-insensitively, trimmed, in any column order', () => {
    const check = checkSkuList([
      [' Section', 'SKU ', 'Qty'],
      ['Kitchen 2', 'LU1234', '3'],
    ]);
    expect(rowsOf(check)).toEqual([
      {
        sku: 'LU1234',
        qty: '3',
        section: 'Kitchen 2',
        valid: { sku: 'LU1234', quantity: 3, roomLabel: 'Kitchen 2' },
      },
    ]);
  });

  it('answers inValidFileFormat for any other columns', () => {
    for (const header of [
      ['sku', 'qty'],
      ['sku', 'qty', 'section', 'note'],
      ['sku', 'quantity', 'section'],
      ['sku', 'sku', 'qty'],
    ]) {
      expect(checkSkuList([header, ['LU1234', '1', 'Kitchen']])).toMatchObject({
        ok: false,
        code: 'inValidFileFormat',
      });
    }
  });

  it('accepts 250 data rows and answers moreItems for 251', () => {
    const body = (count: number) =>
      Array.from({ length: count }, (_, index) => [`SKU${index}`, '1', 'Kitchen']);
    expect(rowsOf(checkSkuList([HEADER, ...body(250)]))).toHaveLength(250);
    expect(checkSkuList([HEADER, ...body(251)])).toEqual({
      ok: false,
      code: 'moreItems',
      message: UPLOAD_MESSAGES.moreItems,
    });
  });
});

describe('checkSkuList: each row', () => {
  it.each([
    [['', '1', 'Kitchen'], 'SKU not available'],
    [['LU_1234', '1', 'Kitchen'], 'Invalid SKU present'],
    [['A'.repeat(101), '1', 'Kitchen'], 'Invalid SKU present'],
    [['LU1234', '', 'Kitchen'], 'Qty not available'],
    [['LU1234', '0', 'Kitchen'], 'Invalid QTY present'],
    [['LU1234', '-2', 'Kitchen'], 'Invalid QTY present'],
    [['LU1234', '1.5', 'Kitchen'], 'Invalid QTY present'],
    [['LU1234', 'two', 'Kitchen'], 'Invalid QTY present'],
    [['LU1234', '10000', 'Kitchen'], 'Invalid QTY present'],
    [['LU1234', '2', ''], 'Section not available'],
    [['LU1234', '2', 'Kitchen/Laundry'], 'Invalid Section present'],
    [['LU1234', '2', 'K'.repeat(31)], 'Invalid Section present'],
  ])('%j → %s', (row, remark) => {
    expect(remarkOf(row)).toBe(remark);
  });

  it('reports the first failure and keeps the cell texts', () => {
    expect(rowsOf(checkSkuList([HEADER, ['', 'x', '']]))).toEqual([
      { sku: '', qty: 'x', section: '', remarks: 'SKU not available' },
    ]);
  });

  it('accepts the limits: 100-character sku, qty 9999, 30-character section, hyphens', () => {
    const [row] = rowsOf(checkSkuList([HEADER, ['A-1 '.repeat(25), '9999', 'S'.repeat(30)]]));
    expect(row?.remarks).toBeUndefined();
    expect(row?.valid).toEqual({
      sku: 'A-1 '.repeat(25).trim(),
      quantity: 9999,
      roomLabel: `${'S'.repeat(30)} 1`,
    });
  });

  it("appends ' 1' to a section without a trailing number", () => {
    const rows = rowsOf(
      checkSkuList([HEADER, ['A1', '1', 'Main Bathroom'], ['A1', '1', 'Ensuite 2']]),
    );
    expect(rows.map((row) => row.valid?.roomLabel)).toEqual(['Main Bathroom 1', 'Ensuite 2']);
  });

  it('treats missing cells of a short row as empty', () => {
    expect(remarkOf(['LU1234'])).toBe('Qty not available');
  });
});

describe('checkSkuList: duplicates', () => {
  it('combines valid rows with the same sku and room label, ignoring case, into the first', () => {
    const check = checkSkuList([
      HEADER,
      ['LU1234', '2', 'Kitchen'],
      ['UR2201', '1', 'Kitchen'],
      ['lu1234', '3', 'KITCHEN 1'],
      ['LU1234', '', 'Kitchen'],
      ['LU1234', '4', 'Kitchen 2'],
    ]);
    expect(check).toMatchObject({ ok: true, duplicatesCombined: true });
    expect(rowsOf(check).map((row) => [row.sku, row.valid?.quantity, row.remarks])).toEqual([
      ['LU1234', 5, undefined],
      ['UR2201', 1, undefined],
      ['LU1234', undefined, 'Qty not available'],
      ['LU1234', 4, undefined],
    ]);
  });

  it('caps a combined quantity at 9999', () => {
    const rows = rowsOf(
      checkSkuList([HEADER, ['A1', '9000', 'Kitchen'], ['A1', '9000', 'Kitchen']]),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.valid?.quantity).toBe(9999);
  });

  it('says so only when something was combined', () => {
    expect(checkSkuList([HEADER, ['A1', '1', 'Kitchen'], ['A1', '1', 'Laundry']])).toMatchObject({
      ok: true,
      duplicatesCombined: false,
    });
  });
});
