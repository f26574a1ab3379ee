import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import Papa from 'papaparse';
import { CSRF_HEADER, MARKET_HEADER, type AddToProjectRequest } from '@specify/contracts';
import {
  FIXTURE_USERS,
  requests,
  seedProject,
  server,
  setUpProjectServer,
} from '../../../testing/project-server';
import { openParcel } from './test-parcel';

setUpProjectServer();

// jsdom's FormData and Blob are not the ones Node's fetch (which msw answers) can send; the
// browser's are, so the test uses Node's, as a browser would its own.
beforeAll(async () => {
  const form = await new Response('a=1', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  Object.assign(globalThis, { FormData: form.constructor, Blob: NodeBlob, File: NodeFile });
});

beforeEach(() => {
  document.cookie = 'specify_csrf=token-123; path=/';
});

interface Posted {
  file: { name: string; text: string };
  projectId: string;
  customerId: string;
  headers: { market: string | null; csrf: string | null };
}

/** What the next upload posts, read before the fixture answers it. */
function capturePosts(): Posted[] {
  const posted: Posted[] = [];
  server.use(
    http.post('/:market/api/upload-excel/', async ({ request }) => {
      const form = await request.clone().formData();
      const file = form.get('file') as File;
      posted.push({
        file: { name: file.name, text: await file.text() },
        projectId: String(form.get('projectId')),
        customerId: String(form.get('customerId')),
        headers: {
          market: request.headers.get(MARKET_HEADER),
          csrf: request.headers.get(CSRF_HEADER),
        },
      });
      // No answer: the project fixtures answer it.
    }),
  );
  return posted;
}

const skuList: AddToProjectRequest = {
  kind: 'sku-list',
  fileName: 'harbour-skus.xlsx',
  rows: [
    { sku: 'BM-100-CP', qty: 2, section: 'Kitchen 1' },
    { sku: 'NOPE-1', qty: 1, section: 'Laundry 1' },
  ],
};

it('offers only the choice of project, posts the rows as a csv and shows the result', async () => {
  seedProject(FIXTURE_USERS.trade, { projectName: 'Bondi Flats' });
  const harbour = seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
  const posted = capturePosts();
  const { onClose } = openParcel(skuList);
  const dialog = screen.getByRole('dialog', { name: 'Add to project' });
  expect(dialog).toHaveTextContent('Add the 2 lines of harbour-skus.xlsx to a project.');
  const project = await screen.findByRole('combobox', { name: 'Project' });
  await waitFor(() => expect(project).toHaveFocus());
  expect(screen.queryByRole('combobox', { name: 'Room' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Quantity' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Upload to project' }));
  expect(project).toHaveAccessibleDescription('Choose a project.');
  expect(posted).toEqual([]);

  await userEvent.selectOptions(project, 'Harbour House');
  await userEvent.click(screen.getByRole('button', { name: 'Upload to project' }));

  const result = await screen.findByRole('dialog', { name: 'Upload file operation' });
  expect(posted).toHaveLength(1);
  expect(posted[0]).toMatchObject({
    file: { name: 'sku-list.csv' },
    projectId: harbour.shoppingListId,
    customerId: FIXTURE_USERS.trade.accountId,
    headers: { market: 'au', csrf: 'token-123' },
  });
  expect(Papa.parse(posted[0]?.file.text ?? '', { header: true }).data).toEqual([
    { sku: 'BM-100-CP', qty: '2', section: 'Kitchen 1' },
    { sku: 'NOPE-1', qty: '1', section: 'Laundry 1' },
  ]);
  const region = within(result).getByRole('region', { name: 'Partial Success' });
  await waitFor(() => expect(region).toHaveFocus());
  expect(region).toHaveTextContent('Result code: PARTIAL_SUCCESS');
  expect(region).toHaveTextContent('Added: 1 line');
  expect(region).toHaveTextContent('Not added: 1 line');
  expect(region).toHaveTextContent('NOPE-1 × 1 in Laundry 1: Product not found');
  const errorFile = within(region).getByRole('link', {
    name: 'Error file with validation remarks',
  });
  expect(decodeURIComponent(errorFile.getAttribute('href') ?? '')).toBe(
    'data:text/csv;charset=utf-8,sku,qty,section,remarks\r\nNOPE-1,1,Laundry 1,Product not found',
  );
  expect(within(result).getByRole('link', { name: 'View project' })).toHaveAttribute(
    'href',
    `/au/project-builder/view?projectId=${harbour.shoppingListId}`,
  );
  const { default: axe } = await import('axe-core');
  const audit = await axe.run(result, { rules: { 'color-contrast': { enabled: false } } });
  expect(
    audit.violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => violation.id),
  ).toEqual([]);
  await userEvent.click(within(result).getByRole('button', { name: 'Done' }));
  expect(onClose).toHaveBeenCalled();
});

it('writes the error file with cells a spreadsheet would run as formulas neutralised', async () => {
  seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
  openParcel({
    kind: 'sku-list',
    fileName: 'hostile.csv',
    rows: [
      { sku: 'BM-100-CP', qty: 1, section: 'Kitchen 1' },
      { sku: '=HYPERLINK("http://evil.example","x")', qty: 1, section: '+cmd' },
    ],
  });
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: 'Project' }),
    'Harbour House',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Upload to project' }));
  const errorFile = await screen.findByRole('link', { name: 'Error file with validation remarks' });
  const csv = decodeURIComponent(errorFile.getAttribute('href') ?? '')
    .split(',')
    .slice(1)
    .join(',');
  const [row] = Papa.parse<Record<string, string>>(csv, { header: true }).data;
  expect(row).toMatchObject({ sku: `'=HYPERLINK("http://evil.example","x")`, section: "'+cmd" });
});

it('offers no way to the project when nothing was added', async () => {
  seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
  openParcel({
    kind: 'sku-list',
    fileName: 'old.csv',
    rows: [{ sku: 'OLD-999', qty: 3, section: 'Kitchen 1' }],
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Upload to project' }));
  const result = await screen.findByRole('dialog', { name: 'Upload file operation' });
  expect(
    within(result).getByRole('region', {
      name: 'File contain invalid products. Please upload correct file.',
    }),
  ).toHaveTextContent('Added: 0 lines');
  expect(within(result).queryByRole('link', { name: 'View project' })).not.toBeInTheDocument();
});

it("shows the platform's refusal in the dialog and lets the user try again", async () => {
  const harbour = seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
  server.use(
    http.post(
      '/:market/api/upload-excel/',
      () =>
        HttpResponse.json(
          {
            code: 'ERROR',
            message: 'The request is missing its CSRF token. Reload the page and try again.',
            addedSkus: [],
            notAddedSkus: [],
          },
          { status: 403 },
        ),
      { once: true },
    ),
  );
  const { onClose } = openParcel(skuList);
  const project = await screen.findByRole('combobox', { name: 'Project' });
  await userEvent.click(screen.getByRole('button', { name: 'Upload to project' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The request is missing its CSRF token. Reload the page and try again.',
  );
  expect(screen.getByRole('dialog', { name: 'Add to project' })).toBeInTheDocument();
  expect(project).toHaveValue(harbour.shoppingListId);
  await userEvent.click(screen.getByRole('button', { name: 'Upload to project' }));
  expect(await screen.findByRole('dialog', { name: 'Upload file operation' })).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});

it('says Unauthorized when the session has ended', async () => {
  seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
  server.use(
    http.post('/:market/api/upload-excel/', () => HttpResponse.json({}, { status: 401 }), {
      once: true,
    }),
  );
  openParcel(skuList);
  await userEvent.click(await screen.findByRole('button', { name: 'Upload to project' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized');
  expect(requests.map((request) => request.name)).toEqual(['project/getShoppingLists']);
});
