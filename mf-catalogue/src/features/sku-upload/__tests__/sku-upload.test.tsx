import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCatalogue, setUpFixtureServer } from '../../../testing/render-catalogue';
import { MESSAGES, parseSkuList } from '../api/parse-sku-list';

setUpFixtureServer();

describe('SKU list rules', () => {
  it('combines duplicates and numbers sections', () => {
    expect(parseSkuList('SKU,Qty,Section\nLU1234,2,Bathroom\nLU1234,3,Bathroom 1\n')).toEqual({
      ok: true,
      combined: true,
      rows: [{ sku: 'LU1234', qty: 5, section: 'Bathroom 1' }],
    });
  });
  it.each([
    ['', MESSAGES.emptyFile],
    ['sku,qty\nA,1', MESSAGES.invalidFile],
    ['sku,qty,section\n', MESSAGES.emptyFile],
    ['sku,qty,section\nA!,1,Room 1', MESSAGES.invalidProducts],
    ['sku,qty,section\nA,0,Room 1', MESSAGES.invalidProducts],
    [`sku,qty,section\n${'A,1,Room 1\n'.repeat(251)}`, MESSAGES.moreItems],
  ])('rejects invalid list %#', (text, message) => {
    expect(parseSkuList(text)).toMatchObject({ ok: false, message });
  });
});

it('hands a valid list to the project builder and offers the sample CSV', async () => {
  const { published } = renderCatalogue({ path: '/au/products/tapware/', viewer: 'trade' });
  const example = await screen.findByRole('link', { name: 'See Example' });
  expect(example).toHaveAttribute('download', 'sku-list-example.csv');
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
