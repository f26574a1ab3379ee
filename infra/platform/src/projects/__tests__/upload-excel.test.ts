import { connect, type AddressInfo } from 'node:net';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  PROJECT_LIMITS,
  SKU_LIST_EXAMPLE_NAME,
  skuListExampleUrl,
  type Project,
  type UploadResponse,
} from '@specify/contracts';
import { DEV_PASSWORD } from '../../seed/dev-accounts';
import { startTestPlatform, TestClient, type TestPlatform } from '../../testing/test-platform';
import { cartCatalogue } from '../../actions/cart/__tests__/fixtures';
import { SERVER_TIMEOUTS } from '../../kernel/server';
import { MAX_CONCURRENT_UPLOADS } from '../upload-excel-route';

let platform: TestPlatform;
let trade: TestClient;

beforeAll(async () => {
  platform = await startTestPlatform();
  await platform.services.catalogue.replaceAll(cartCatalogue());
  trade = new TestClient(platform.app);
  expect((await trade.login('trade@example.com', DEV_PASSWORD)).statusCode).toBe(200);
});
afterAll(() => platform.close());

const BOUNDARY = '----specify-test-boundary';

/** A multipart/form-data body as a browser's FormData would send it. */
function formData(fields: Record<string, string>, file?: { name: string; data: Buffer }): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

async function upload(
  client: TestClient,
  projectId: string,
  file: { name: string; data: Buffer },
  headers: Record<string, string> = {},
  { customerId = '' }: { customerId?: string } = {},
) {
  const response = await client.request(
    'POST',
    '/au/api/upload-excel/',
    formData({ projectId, customerId }, file),
    {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...headers,
    },
  );
  return { status: response.statusCode, body: response.json() as UploadResponse };
}

const csv = (text: string) => ({ name: 'list.csv', data: Buffer.from(text) });

async function newProject(client: TestClient = trade): Promise<Project> {
  const response = await client.action('project/createShoppingList', {
    projectDetails: {
      projectName: 'Upload target',
      projectType: 'builder',
      projectLocation: 'VIC',
    },
    selectedRoomDetails: [{ roomName: 'Kitchen', count: 1, value: [1] }],
    specifierDetails: { username: 'Tessa Trade' },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function projectOf(id: string): Promise<Project> {
  return (await trade.action('project/getProjectById', { shoppingListId: id })).json();
}

it('signed out: 401 Unauthorized', async () => {
  const visitor = new TestClient(platform.app);
  await visitor.request('GET', '/action/account/getAccount');
  const answer = await visitor.request(
    'POST',
    '/au/api/upload-excel/',
    formData({ projectId: 'x' }, csv('sku,qty,section\nSKU-A,1,Kitchen\n')),
    { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  );
  expect(answer.statusCode).toBe(401);
  expect(answer.json()).toEqual({ message: 'Unauthorized' });
});

it('a csv with a bad row: Partial Success, the good rows added to their rooms in one go', async () => {
  const project = await newProject();
  const answer = await upload(
    trade,
    project.id,
    csv(
      [
        'SKU,Qty,Section',
        'SKU-A,2,kitchen 1',
        'SKU-B,3,Bathroom',
        'SKU-B,1,bathroom 1',
        'SKU-NOPE,1,Laundry',
        'SKU-A,0,Laundry',
        'SKU-A,2,Bad_section!',
        ',2,Laundry',
        'SKU-A,,Laundry',
        'SKU-A,1,',
        'SKU_A,1,Laundry',
      ].join('\n'),
    ),
  );
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({
    code: 'PARTIAL_SUCCESS',
    message: 'Partial Success',
    duplicatesCombined: true,
  });
  expect(answer.body.addedSkus).toEqual([
    { sku: 'SKU-A', qty: '2', section: 'kitchen 1', remarks: 'Successfully added' },
    { sku: 'SKU-B', qty: '4', section: 'Bathroom', remarks: 'Successfully added' },
  ]);
  expect(answer.body.notAddedSkus.map((row) => [row.sku, row.remarks])).toEqual([
    ['SKU-NOPE', 'Product not found'],
    ['SKU-A', 'Invalid QTY present'],
    ['SKU-A', 'Invalid Section present'],
    ['', 'SKU not available'],
    ['SKU-A', 'Qty not available'],
    ['SKU-A', 'Section not available'],
    ['SKU_A', 'Invalid SKU present'],
  ]);
  const after = await projectOf(project.id);
  expect(after.roomLabels).toEqual(['Kitchen 1', 'Bathroom 1']);
  expect(after.lineItems.map((item) => [item.sku, item.quantity, item.roomName])).toEqual([
    ['SKU-A', 2, 'Kitchen 1'],
    ['SKU-B', 4, 'Bathroom 1'],
  ]);
  expect(after.version).toBe(project.version + 1);
});

it('an xlsx of valid rows: SUCCESS', async () => {
  const project = await newProject();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRows([
    ['section', 'sku', 'qty'],
    ['Ensuite 2', 'SKU-PUB', 5],
  ]);
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  const answer = await upload(trade, project.id, { name: 'list.xlsx', data });
  expect(answer.body).toMatchObject({ code: 'SUCCESS', message: 'Successfully added' });
  const after = await projectOf(project.id);
  expect(after.lineItems.map((item) => [item.sku, item.quantity, item.roomName])).toEqual([
    ['SKU-PUB', 5, 'Ensuite 2'],
  ]);
});

it('file-level rules: 250 rows pass, 251 do not; empty, wrong columns and wrong types are refused', async () => {
  const project = await newProject();
  const rows = (count: number) =>
    ['sku,qty,section', ...Array.from({ length: count }, () => 'SKU-A,1,Kitchen')].join('\n');
  const ok = await upload(trade, project.id, csv(rows(PROJECT_LIMITS.uploadRows)));
  expect(ok.body.code).toBe('SUCCESS');
  const tooMany = await upload(trade, project.id, csv(rows(PROJECT_LIMITS.uploadRows + 1)));
  expect(tooMany).toMatchObject({
    status: 400,
    body: { code: 'moreItems', message: 'Cannot import more than 250 line items.' },
  });
  const empty = await upload(trade, project.id, csv('sku,qty,section\n'));
  expect(empty.body).toMatchObject({
    code: 'emptyFile',
    message: 'File does not contain any data.',
  });
  const columns = await upload(trade, project.id, csv('sku,qty,room\nSKU-A,1,Kitchen\n'));
  expect(columns.body.code).toBe('inValidFileFormat');
  const type = await upload(trade, project.id, {
    name: 'list.txt',
    data: Buffer.from('sku,qty,section\n'),
  });
  expect(type.body).toMatchObject({
    code: 'inValidFileFormat',
    message: 'Invalid file. Please upload correct file.',
  });
  const allBad = await upload(trade, project.id, csv('sku,qty,section\nSKU-NOPE,1,Kitchen\n'));
  expect(allBad.body).toMatchObject({
    code: 'inValidProducts',
    message: 'File contain invalid products. Please upload correct file.',
  });
  // Only the 250-row upload added anything: 250 of SKU-A in Kitchen 1 add up to one line.
  const after = await projectOf(project.id);
  expect(after.lineItems.map((item) => [item.sku, item.quantity])).toEqual([['SKU-A', 250]]);
});

it('refuses a file over the size limit and a zip bomb without reading them whole', async () => {
  const project = await newProject();
  const big = await upload(trade, project.id, {
    name: 'big.csv',
    data: Buffer.alloc(PROJECT_LIMITS.uploadBytes + 1, 'a'),
  });
  expect(big.status).toBe(413);
  expect(big.body.code).toBe('inValidFileFormat');

  // One stored-as-deflate entry of 64 MiB of zeros: a few KB on the wire.
  const inflated = Buffer.alloc(64 * 1024 * 1024);
  const deflated = deflateRawSync(inflated);
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(1024, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(deflated.length, 20);
  central.writeUInt32LE(1024, 24);
  central.writeUInt16LE(name.length, 28);
  const directoryAt = local.length + name.length + deflated.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  const bomb = Buffer.concat([local, name, deflated, central, name, end]);
  expect(bomb.length).toBeLessThan(PROJECT_LIMITS.uploadBytes);
  const answer = await upload(trade, project.id, { name: 'bomb.xlsx', data: bomb });
  expect(answer).toMatchObject({ status: 400, body: { code: 'inValidFileFormat' } });
});

it('another user’s project is 404 and gains nothing; a missing CSRF token is 403', async () => {
  const project = await newProject();
  const other = new TestClient(platform.app);
  expect((await other.login('incomplete@example.com', DEV_PASSWORD)).statusCode).toBe(200);
  const foreign = await upload(other, project.id, csv('sku,qty,section\nSKU-A,1,Kitchen\n'));
  expect(foreign.status).toBe(404);
  const named = await upload(
    other,
    project.id,
    csv('sku,qty,section\nSKU-A,1,Kitchen\n'),
    {},
    {
      customerId: project.customerId,
    },
  );
  expect(named.status).toBe(404);
  const forged = await upload(trade, project.id, csv('sku,qty,section\nSKU-A,1,Kitchen\n'), {
    'x-csrf-token': 'forged',
  });
  expect(forged.status).toBe(403);
  expect(trade.cookies.get(CSRF_COOKIE)).toBeDefined();
  expect((await projectOf(project.id)).lineItems).toEqual([]);
});

it('an internal user uploads into another user’s project, naming its owner, and is recorded as its last editor', async () => {
  const project = await newProject();
  const staff = new TestClient(platform.app);
  expect((await staff.login('internal@example.com', DEV_PASSWORD)).statusCode).toBe(200);
  const answer = await upload(
    staff,
    project.id,
    csv('sku,qty,section\nSKU-A,2,Kitchen\n'),
    {},
    {
      customerId: project.customerId,
    },
  );
  expect(answer).toMatchObject({ status: 200, body: { code: 'SUCCESS' } });
  const after = await projectOf(project.id);
  expect(after.lineItems.map((item) => [item.sku, item.quantity])).toEqual([['SKU-A', 2]]);
  expect(after.lastModifiedBy).toBe('Imogen Internal');
});

it('See Example downloads real SKUs of the catalogue, and uploading it as it is adds them all', async () => {
  for (const market of ['au', 'nz'] as const) {
    const example = await trade.request('GET', skuListExampleUrl(market));
    expect(example.statusCode).toBe(200);
    expect(example.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(example.headers['content-disposition']).toBe(
      `attachment; filename="${SKU_LIST_EXAMPLE_NAME}"`,
    );
    const [header, ...rows] = example.body.trim().split('\r\n');
    expect(header).toBe('sku,qty,section');
    expect(rows).toHaveLength(3);

    const project = await newProject();
    const answer = await upload(trade, project.id, {
      name: SKU_LIST_EXAMPLE_NAME,
      data: Buffer.from(example.body),
    });
    expect(answer).toMatchObject({ status: 200, body: { code: 'SUCCESS' } });
    expect(answer.body.addedSkus.map((row) => row.sku)).toEqual(
      rows.map((row) => row.split(',')[0]),
    );
  }
});

describe('stalled uploads', () => {
  /** A client that sends an upload's headers and a little of its body, then nothing more. */
  function stall(port: number, client: TestClient): { answer: Promise<string>; close(): void } {
    const socket = connect(port, '127.0.0.1');
    const cookies = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    socket.write(
      [
        'POST /au/api/upload-excel/ HTTP/1.1',
        'host: 127.0.0.1',
        `content-type: multipart/form-data; boundary=${BOUNDARY}`,
        'content-length: 100000',
        `cookie: ${cookies}`,
        `${CSRF_HEADER}: ${client.csrfToken() ?? ''}`,
        '',
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="projectId"\r\n\r\n`,
      ].join('\r\n'),
    );
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
    return { answer, close: () => socket.destroy() };
  }

  it('hold no upload slot: another user’s upload goes through, and they are cut off at the deadline', async () => {
    const slow = await startTestPlatform({ timeouts: { uploadBodyMs: 1500 } });
    try {
      await slow.services.catalogue.replaceAll(cartCatalogue());
      await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = slow.app.server.address() as AddressInfo;
      const stalling = new TestClient(slow.app);
      expect((await stalling.login('internal@example.com', DEV_PASSWORD)).statusCode).toBe(200);
      const stalled = Array.from({ length: MAX_CONCURRENT_UPLOADS + 1 }, () =>
        stall(port, stalling),
      );
      const user = new TestClient(slow.app);
      expect((await user.login('trade@example.com', DEV_PASSWORD)).statusCode).toBe(200);
      const project = await newProject(user);
      const answer = await upload(user, project.id, csv('sku,qty,section\nSKU-A,1,Kitchen\n'));
      expect(answer.status).toBe(200);
      for (const { answer: cutOff } of stalled)
        expect(await cutOff).toMatch(/^HTTP\/1\.1 408 [\s\S]*took too long to arrive/);
    } finally {
      await slow.close();
    }
  }, 20_000);
});

it('the server bounds how long a client may take over its headers, its request and silence', async () => {
  expect(platform.app.server.headersTimeout).toBe(SERVER_TIMEOUTS.headersMs);
  expect(platform.app.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestMs);
  expect(platform.app.server.timeout).toBe(SERVER_TIMEOUTS.idleMs);
});
