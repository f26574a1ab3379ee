import { http, HttpResponse } from 'msw';
import Papa from 'papaparse';
import {
  UPLOAD_MESSAGES,
  withRoomNumber,
  type ActionErrorBody,
  type ActionErrorCode,
  type SessionKind,
  type UploadResponse,
  type UploadRow,
} from '@specify/contracts';
import {
  FIXTURE_PRODUCTS,
  FIXTURE_USERS,
  FixtureError,
  fixtureSession,
  handleAction,
} from './project-store';

/** Every action the fixtures answered, in order, for tests to check what was sent. */
export const requests: { name: string; body: unknown }[] = [];

function fail(status: number, code: string, message: string) {
  const body: ActionErrorBody = {
    isError: true,
    statusCode: status,
    code: code as ActionErrorCode,
    message,
    error: { message },
  };
  return HttpResponse.json(body, { status });
}

/** The harness's session switch, as the fixtures' signed-in user. */
export function signInAsHarnessKind(kind: SessionKind) {
  fixtureSession.user = kind === 'visitor' ? undefined : FIXTURE_USERS[kind];
}

type ProjectAction = Parameters<typeof handleAction>[0];

async function answerAction(name: string, request: Request) {
  const body: unknown =
    request.method === 'GET'
      ? Object.fromEntries(new URL(request.url).searchParams)
      : await request.json().catch(() => ({}));
  requests.push({ name, body });
  try {
    return HttpResponse.json((await handleAction(name as ProjectAction, body)) as object);
  } catch (error) {
    if (error instanceof FixtureError) return fail(error.status, error.code, error.message);
    throw error;
  }
}

/** The upload-excel endpoint in small: csv only, each row with the platform's remarks. */
async function answerUpload(request: Request) {
  const form = await request.formData();
  const file = form.get('file');
  const projectId = String(form.get('projectId') ?? '');
  requests.push({
    name: 'upload-excel',
    body: { projectId, fileName: file instanceof File ? file.name : '' },
  });
  if (!fixtureSession.user) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
  const empty = { addedSkus: [], notAddedSkus: [] };
  if (!(file instanceof File) || !/\.(csv|xlsx)$/i.test(file.name))
    return HttpResponse.json(
      { code: 'inValidFileFormat', message: UPLOAD_MESSAGES.inValidFileFormat, ...empty },
      { status: 400 },
    );
  const rows = Papa.parse<string[]>(await file.text(), { skipEmptyLines: 'greedy' }).data;
  const [header = [], ...body] = rows;
  const at = (row: string[], column: string) =>
    (row[header.map((cell) => cell.trim().toLowerCase()).indexOf(column)] ?? '').trim();
  if (body.length === 0)
    return HttpResponse.json(
      { code: 'emptyFile', message: UPLOAD_MESSAGES.emptyFile, ...empty },
      { status: 400 },
    );
  const added: UploadRow[] = [];
  const notAdded: UploadRow[] = [];
  for (const row of body) {
    const sku = at(row, 'sku');
    const qty = at(row, 'qty');
    const section = at(row, 'section');
    const product = FIXTURE_PRODUCTS.find(
      (candidate) => candidate.sku === sku && candidate.available,
    );
    const quantity = Number(qty);
    if (!Number.isInteger(quantity) || quantity <= 0)
      notAdded.push({ sku, qty, section, remarks: 'Invalid QTY present' });
    else if (!section) notAdded.push({ sku, qty, section, remarks: 'Section not available' });
    else if (!product) notAdded.push({ sku, qty, section, remarks: 'Product not found' });
    else {
      try {
        await handleAction('project/updateShoppingList', {
          shoppingListId: projectId,
          sku,
          items: [{ roomName: withRoomNumber(section), quantity }],
        });
      } catch (error) {
        if (error instanceof FixtureError) return fail(error.status, error.code, error.message);
        throw error;
      }
      added.push({ sku, qty, section, remarks: 'Successfully added' });
    }
  }
  const code =
    added.length === 0 ? 'inValidProducts' : notAdded.length ? 'PARTIAL_SUCCESS' : 'SUCCESS';
  const answer: UploadResponse = {
    code,
    message: code === 'inValidProducts' ? UPLOAD_MESSAGES.inValidProducts : UPLOAD_MESSAGES[code],
    addedSkus: added,
    notAddedSkus: notAdded,
  };
  return HttpResponse.json(answer);
}

export const projectHandlers = [
  http.all('/action/project/:name', ({ params, request }) =>
    answerAction(`project/${String(params.name)}`, request),
  ),
  http.post('/:market/api/upload-excel/', ({ request }) => answerUpload(request)),
];
