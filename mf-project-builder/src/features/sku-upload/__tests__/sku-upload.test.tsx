import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { UploadResponse } from '@specify/contracts';
import { pickedFile, setUpNodeFormsAndFiles } from '../../../testing/node-forms';
import {
  FIXTURE_USERS,
  requests,
  seedProject,
  server,
  setUpProjectServer,
} from '../../../testing/project-server';
import { renderTab } from '../../../testing/render-tab';
import { SkuUpload } from '../components/sku-upload';

setUpProjectServer();
setUpNodeFormsAndFiles();

/** The error files offered, by the object URLs made of them. */
const objectUrls = new Map<string, Blob>();
const originalUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:errors-${objectUrls.size + 1}`;
    objectUrls.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  document.cookie = 'specify_csrf=csrf-token-1; path=/';
});
afterEach(() => {
  objectUrls.clear();
  URL.createObjectURL = originalUrl.create;
  URL.revokeObjectURL = originalUrl.revoke;
  document.cookie = 'specify_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const project = () =>
  seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House', roomLabels: ['Kitchen 1'] });

/** What the upload endpoint was sent, read before the fixture answers it. */
function recordUploads() {
  const sent: { headers: Headers; fields: Record<string, string>; file?: File }[] = [];
  server.use(
    http.post('*/:market/api/upload-excel/', async ({ request }) => {
      const form = await request.clone().formData();
      const file = form.get('file');
      sent.push({
        headers: request.headers,
        fields: Object.fromEntries(
          [...form.entries()].flatMap(([key, value]) =>
            typeof value === 'string' ? [[key, value]] : [],
          ),
        ),
        ...(file instanceof Blob ? { file: file as File } : {}),
      });
      // Falls through to the project fixtures' upload-excel.
    }),
  );
  return sent;
}

const fileInput = () => screen.getByLabelText('Choose a SKU list file');

it('uploads a SKU list and reports a partial success, row by row, with the error file', async () => {
  const user = userEvent.setup();
  const sent = recordUploads();
  const start = project();
  const { changes } = renderTab(SkuUpload, { project: start });

  expect(fileInput()).toHaveAttribute('accept', '.xlsx,.csv');
  const csv = 'sku,qty,section\nBM-100-CP,2,Kitchen\nNOPE-1,1,Kitchen 1\nTS-200-WH,x,Bathroom\n';
  await user.upload(fileInput(), pickedFile(csv, 'skus.csv'));

  const dialog = await screen.findByRole('dialog', { name: 'Upload file operation' });
  expect(within(dialog).getByText('Partial Success')).toBeInTheDocument();
  expect(within(dialog).getByText('Code: PARTIAL_SUCCESS')).toBeInTheDocument();
  expect(within(dialog).getByText('1 product added')).toBeInTheDocument();
  expect(within(dialog).getByText('2 rows not added')).toBeInTheDocument();
  expect(
    within(dialog).queryByText(
      'Duplicate SKU and section combinations were found. Quantities have been combined.',
    ),
  ).not.toBeInTheDocument();
  const table = within(dialog).getByRole('table', { name: 'Rows not added' });
  expect(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual(['TS-200-WHxBathroomInvalid QTY present', 'NOPE-11Kitchen 1Product not found']);

  // The form: the file, the project and the account, with the market and CSRF headers.
  expect(sent).toHaveLength(1);
  expect(sent[0]?.fields).toEqual({ projectId: start.shoppingListId, customerId: 'harness-trade' });
  expect(sent[0]?.file?.name).toBe('skus.csv');
  expect(await sent[0]?.file?.text()).toBe(csv);
  expect(sent[0]?.headers.get('x-specify-market')).toBe('au');
  expect(sent[0]?.headers.get('x-csrf-token')).toBe('csrf-token-1');

  // The error file: every row with its remark, sorted by remark type.
  const link = await within(dialog).findByRole('link', {
    name: 'Error file with validation remarks',
  });
  expect(link).toHaveAttribute('download', 'sku-upload-remarks.csv');
  const blob = objectUrls.get(link.getAttribute('href') ?? '');
  expect(blob?.type).toBe('text/csv;charset=utf-8');
  expect(await blob?.text()).toBe(
    [
      'sku,qty,section,remarks',
      'TS-200-WH,x,Bathroom,Invalid QTY present',
      'NOPE-1,1,Kitchen 1,Product not found',
      'BM-100-CP,2,Kitchen,Successfully added',
    ].join('\r\n'),
  );

  // The project was read again and handed on, with the added row in its room.
  await waitFor(() => expect(changes).toHaveLength(1));
  expect(changes[0]?.lineItems).toEqual([
    expect.objectContaining({ sku: 'BM-100-CP', roomName: 'Kitchen 1', quantity: 2 }),
  ]);
  expect(requests.map((request) => request.name)).toEqual([
    'upload-excel',
    'project/getProjectById',
  ]);

  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith(link.getAttribute('href'));
});

it('says when duplicates were combined, and offers no error file when every row was added', async () => {
  const user = userEvent.setup();
  const answer: UploadResponse = {
    code: 'SUCCESS',
    message: 'Successfully added',
    duplicatesCombined: true,
    addedSkus: [
      { sku: 'BM-100-CP', qty: '3', section: 'Kitchen 1', remarks: 'Successfully added' },
    ],
    notAddedSkus: [],
  };
  server.use(http.post('*/au/api/upload-excel/', () => HttpResponse.json(answer)));
  const { changes } = renderTab(SkuUpload, { project: project() });
  await user.upload(fileInput(), pickedFile('sku,qty,section\n', 'skus.csv'));

  const dialog = await screen.findByRole('dialog', { name: 'Upload file operation' });
  expect(within(dialog).getByText('Successfully added')).toBeInTheDocument();
  expect(within(dialog).getByText('Code: SUCCESS')).toBeInTheDocument();
  expect(
    within(dialog).getByText(
      'Duplicate SKU and section combinations were found. Quantities have been combined.',
    ),
  ).toBeInTheDocument();
  expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  expect(URL.createObjectURL).not.toHaveBeenCalled();
  await waitFor(() => expect(changes).toHaveLength(1));
});

it("shows the platform's reason when it refuses the whole file, and reloads nothing", async () => {
  const user = userEvent.setup();
  const { changes } = renderTab(SkuUpload, { project: project() });
  await user.upload(fileInput(), pickedFile('sku,qty,section\n', 'skus.csv'));
  const dialog = await screen.findByRole('dialog', { name: 'Upload file operation' });
  expect(within(dialog).getByText('File does not contain any data.')).toBeInTheDocument();
  expect(within(dialog).getByText('Code: emptyFile')).toBeInTheDocument();
  expect(requests.map((request) => request.name)).toEqual(['upload-excel']);
  expect(changes).toEqual([]);
});

it('answers 401 with its message or Unauthorized, and any other failure with Upload failed.', async () => {
  const user = userEvent.setup();
  server.use(
    http.post('*/au/api/upload-excel/', () => HttpResponse.json({}, { status: 401 }), {
      once: true,
    }),
  );
  renderTab(SkuUpload, { project: project() });
  const csv = pickedFile('sku,qty,section\nBM-100-CP,1,Kitchen\n', 'skus.csv');

  await user.upload(fileInput(), csv);
  let dialog = await screen.findByRole('dialog', { name: 'Upload file operation' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Unauthorized');
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));

  server.use(
    http.post(
      '*/au/api/upload-excel/',
      () => HttpResponse.json({ message: 'Please sign in again.' }, { status: 401 }),
      { once: true },
    ),
  );
  await user.upload(fileInput(), csv);
  dialog = await screen.findByRole('dialog', { name: 'Upload file operation' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please sign in again.');
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));

  server.use(
    http.post('*/au/api/upload-excel/', () => HttpResponse.text('Bad gateway', { status: 502 }), {
      once: true,
    }),
  );
  await user.upload(fileInput(), csv);
  dialog = await screen.findByRole('dialog', { name: 'Upload file operation' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Upload failed.');
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));

  server.use(http.post('*/au/api/upload-excel/', () => HttpResponse.error(), { once: true }));
  await user.upload(fileInput(), csv);
  dialog = await screen.findByRole('dialog', { name: 'Upload file operation' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Upload failed.');
});

it('refuses a file that is not xlsx or csv, or is empty, before sending it', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderTab(SkuUpload, { project: project() });

  await user.upload(fileInput(), pickedFile('sku,qty,section', 'skus.txt', 'text/plain'));
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid file. Please upload correct file.');
  await user.upload(fileInput(), pickedFile('', 'skus.csv'));
  expect(screen.getByRole('alert')).toHaveTextContent('File does not contain any data.');
  expect(requests).toEqual([]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("offers the market's example of real SKUs, made by the platform, as See Example", () => {
  renderTab(SkuUpload, { project: project(), market: 'nz' });
  const example = screen.getByRole('link', { name: /^See Example/ });
  expect(example).toHaveTextContent('See Example');
  expect(example).toHaveAttribute('download', 'sku-list-example.csv');
  expect(example).toHaveAttribute('href', '/nz/api/sku-list-example.csv');
});

it('offers nothing in view mode', () => {
  const { container } = renderTab(SkuUpload, { project: project(), readOnly: true });
  expect(container).toBeEmptyDOMElement();
});

it('says which file is uploading, and when the project could not be read again after it', async () => {
  const user = userEvent.setup();
  let answer: () => void = () => undefined;
  server.use(
    http.post('*/au/api/upload-excel/', async () => {
      await new Promise<void>((resolve) => (answer = resolve));
    }),
    http.all(
      '*/action/project/getProjectById',
      () =>
        HttpResponse.json(
          {
            isError: true,
            statusCode: 500,
            code: 'INTERNAL',
            message: 'Down',
            error: { message: 'Down' },
          },
          { status: 500 },
        ),
      { once: true },
    ),
  );
  const { changes } = renderTab(SkuUpload, { project: project() });
  await user.upload(fileInput(), pickedFile('sku,qty,section\nBM-100-CP,2,Kitchen\n', 'skus.csv'));
  expect(await screen.findByRole('status')).toHaveTextContent('Uploading skus.csv...');
  expect(fileInput()).toBeDisabled();
  answer();

  const dialog = await screen.findByRole('dialog', { name: 'Upload file operation' });
  expect(within(dialog).getByText('Successfully added')).toBeInTheDocument();
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'The products were added, but the project could not be reloaded. Reload the page to see them.',
  );
  expect(changes).toEqual([]);
  expect(fileInput()).toBeEnabled();
});

it('has no serious or critical axe finding, on the form and in the result modal', async () => {
  const { default: axe } = await import('axe-core');
  const serious = async (element: HTMLElement) =>
    (await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })).violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => violation.id);
  const user = userEvent.setup();
  const { container } = renderTab(SkuUpload, { project: project() });
  expect(await serious(container)).toEqual([]);
  await user.upload(
    fileInput(),
    pickedFile('sku,qty,section\nBM-100-CP,2,Kitchen\nNOPE-1,1,Kitchen 1\n', 'skus.csv'),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Upload file operation' });
  await within(dialog).findByRole('link', { name: 'Error file with validation remarks' });
  expect(await serious(dialog)).toEqual([]);
});
