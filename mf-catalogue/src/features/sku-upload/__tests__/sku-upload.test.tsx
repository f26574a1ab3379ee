import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCatalogue, setUpFixtureServer } from '../../../testing/render-catalogue';
import ExcelJS from 'exceljs';
import { validateSkuList } from '../model/parse-sku-list';
import { csvCells } from '../model/read-sku-file';
import { PROFILE_PROMPT } from '@specify/ui';

setUpFixtureServer();

const parseSkuList = (text: string) => validateSkuList(csvCells(text));

describe('SKU list rules', () => {
  it('combines duplicates and numbers sections', () => {
    expect(parseSkuList('SKU,Qty,Section\nLU1234,2,Bathroom\nLU1234,3,Bathroom 1\n')).toEqual({
      ok: true,
      combined: true,
      rows: [{ sku: 'LU1234', qty: 5, section: 'Bathroom 1' }],
    });
  });
  it.each([
    ['', 'sku.emptyFile'],
    ['sku,qty\nA,1', 'sku.invalidFile'],
    ['sku,qty,section\n', 'sku.emptyFile'],
    ['sku,qty,section\nA!,1,Room 1', 'sku.invalidProducts'],
    ['sku,qty,section\nA,0,Room 1', 'sku.invalidProducts'],
    [`sku,qty,section\n${'A,1,Room 1\n'.repeat(251)}`, 'sku.moreItems'],
  ])('rejects invalid list %#', (text, problem) => {
    expect(parseSkuList(text)).toMatchObject({ ok: false, problem });
  });
  it('reads quoted csv fields and names the rows it rejects', () => {
    expect(parseSkuList('sku,qty,section\n"LU-12 34",1,"Room 2"\nLU1,x,Room\n')).toEqual({
      ok: false,
      problem: 'sku.invalidProducts',
      remarks: [{ row: 3, problem: 'sku.remark.qty' }],
    });
    expect(parseSkuList('sku,qty,section\n"LU1,1,Room')).toMatchObject({
      problem: 'sku.invalidFile',
    });
  });
});

async function workbookFile(rows: (string | number)[][], name = 'list.xlsx') {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sheet1').addRows(rows);
  const data = await workbook.xlsx.writeBuffer();
  return new File([data], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

it('reads an xlsx SKU list from its first sheet', async () => {
  const { published } = renderCatalogue({ path: '/au/products/tapware/', viewer: 'trade' });
  const file = await workbookFile([
    ['SKU', 'Qty', 'Section'],
    ['LU1234', 2, 'Ensuite'],
    ['LU1234', 1, 'Ensuite 1'],
    ['UR2201LF', 4, 'Kitchen 2'],
  ]);
  await userEvent.upload(await screen.findByLabelText('Upload SKU list'), file);
  expect(
    await screen.findByText(
      '2 lines sent to the project builder. Duplicate SKU and section combinations were found. Quantities have been combined.',
    ),
  ).toBeVisible();
  expect(published).toContainEqual({
    name: 'project:skus-uploaded',
    payload: {
      fileName: 'list.xlsx',
      rows: [
        { sku: 'LU1234', qty: 3, section: 'Ensuite 1' },
        { sku: 'UR2201LF', qty: 4, section: 'Kitchen 2' },
      ],
    },
  });
});

it.each([
  ['an xlsx with the wrong columns', () => workbookFile([['code', 'qty', 'section']])],
  ['a damaged xlsx', async () => new File(['not a workbook'], 'list.xlsx')],
  ['another file type', async () => new File(['sku,qty,section\nA,1,R'], 'list.txt')],
])('rejects %s as an invalid file', async (_, makeFile) => {
  const { published } = renderCatalogue({ path: '/au/products/tapware/', viewer: 'trade' });
  const input = await screen.findByLabelText('Upload SKU list');
  await userEvent.upload(input, await makeFile(), { applyAccept: false });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Invalid file. Please upload correct file.',
  );
  expect(published.map((event) => event.name)).not.toContain('project:skus-uploaded');
});

it('names the rows it refuses, and the row limit, in the catalogue’s words', async () => {
  renderCatalogue({ path: '/au/products/tapware/', viewer: 'trade' });
  const input = await screen.findByLabelText('Upload SKU list');
  const rows = 'sku,qty,section\nLU1!,1,Ensuite\nLU1,x,Ensuite\nLU2,1,Ensuite #2\n';
  await userEvent.upload(input, new File([rows], 'list.csv', { type: 'text/csv' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('File contain invalid products. Please upload correct file.');
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Row 2: Invalid SKU present',
    'Row 3: Invalid QTY present',
    'Row 4: Invalid Section present',
  ]);
  const tooMany = `sku,qty,section\n${'LU1,1,Ensuite\n'.repeat(251)}`;
  await userEvent.upload(input, new File([tooMany], 'list.csv', { type: 'text/csv' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot import more than 250 line items.'),
  );
});

it('hands a valid list to the project builder and offers the sample CSV', async () => {
  const { published } = renderCatalogue({ path: '/au/products/tapware/', viewer: 'trade' });
  const example = await screen.findByRole('link', { name: 'See Example' });
  expect(example).toHaveAttribute('download', 'sku-list-example.csv');
  // The platform makes it from the market's catalogue, so its SKUs are accepted.
  expect(example).toHaveAttribute('href', '/au/api/sku-list-example.csv');
  const file = new File(['sku,qty,section\nLU1234,2,Ensuite\n'], 'list.csv', { type: 'text/csv' });
  await userEvent.upload(screen.getByLabelText('Upload SKU list'), file);
  expect(await screen.findByText('1 line sent to the project builder.')).toBeVisible();
  expect(published).toContainEqual({
    name: 'project:skus-uploaded',
    payload: { fileName: 'list.csv', rows: [{ sku: 'LU1234', qty: 2, section: 'Ensuite 1' }] },
  });
});

it('asks a visitor to sign in before uploading', async () => {
  const { published } = renderCatalogue({ path: '/au/products/tapware/' });
  const file = new File(['sku,qty,section\nLU1234,2,Ensuite\n'], 'list.csv', { type: 'text/csv' });
  await userEvent.upload(await screen.findByLabelText('Upload SKU list'), file);
  expect(published).toContainEqual({
    name: 'auth:login-requested',
    payload: { returnTo: '/au/products/tapware/' },
  });
});

it('prompts a user without company details to complete the profile instead', async () => {
  const { published } = renderCatalogue({ path: '/au/products/tapware/', viewer: 'incomplete' });
  const file = new File(['sku,qty,section\nLU1234,2,Ensuite\n'], 'list.csv', { type: 'text/csv' });
  await userEvent.upload(await screen.findByLabelText('Upload SKU list'), file);
  expect(published).toContainEqual(
    expect.objectContaining({
      name: 'toast:show',
      payload: expect.objectContaining({ message: PROFILE_PROMPT }),
    }),
  );
  expect(published.map((event) => event.name)).not.toContain('project:skus-uploaded');
});
