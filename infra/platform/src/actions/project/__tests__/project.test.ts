import type { DashboardResponse, Project } from '@specify/contracts';
import { DEV_PASSWORD } from '../../../seed/dev-accounts';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';
import { cartCatalogue } from '../../cart/__tests__/fixtures';

let platform: TestPlatform;
let trade: TestClient;
let internal: TestClient;
let other: TestClient;

beforeAll(async () => {
  platform = await startTestPlatform();
  await platform.services.catalogue.replaceAll(cartCatalogue());
  trade = new TestClient(platform.app);
  internal = new TestClient(platform.app);
  other = new TestClient(platform.app);
  expect((await trade.login('trade@example.com', DEV_PASSWORD)).statusCode).toBe(200);
  expect((await internal.login('internal@example.com', DEV_PASSWORD)).statusCode).toBe(200);
  expect((await other.login('incomplete@example.com', DEV_PASSWORD)).statusCode).toBe(200);
});
afterAll(() => platform.close());

async function call(client: TestClient, action: string, body: unknown = {}) {
  const response = await client.action(`project/${action}`, body);
  return { status: response.statusCode, body: response.json() };
}

const newProject = (name = 'Harbour House', rooms = [{ roomName: 'Kitchen', count: 2 }]) => ({
  projectDetails: { projectName: name, projectType: 'multi-res', projectLocation: 'NSW' },
  selectedRoomDetails: rooms.map((room) => ({
    ...room,
    value: Array.from({ length: room.count }, (_, index) => index + 1),
  })),
  specifierDetails: { username: 'Tessa Trade' },
  customerDetails: { customerName: 'Should Not Keep', customerEmail: 'c@example.com' },
});

async function create(
  client: TestClient,
  name?: string,
  rooms?: { roomName: string; count: number }[],
) {
  const created = await call(client, 'createShoppingList', newProject(name, rooms));
  expect(created.status).toBe(200);
  return created.body as Project;
}

describe('creating and reading', () => {
  it('creates an open project, version 1, with room labels; customer details only for internal users', async () => {
    const project = await create(trade);
    expect(project).toMatchObject({
      projectName: 'Harbour House',
      projectStatus: 'open',
      status: 'open',
      version: 1,
      projectVersion: 'Version 1',
      roomLabels: ['Kitchen 1', 'Kitchen 2'],
      customerName: '',
      IsInternalProject: false,
      showBimFilesOnPdf: true,
      lineItems: [],
    });
    expect(project.shoppingListId).toBe(project.id);
    const read = await call(trade, 'getProjectById', { shoppingListId: project.id });
    expect(read.body).toEqual(project);

    const forCustomer = await call(internal, 'createShoppingList', {
      ...newProject('For a client'),
      IsInternalProject: true,
    });
    expect(forCustomer.body).toMatchObject({
      customerName: 'Should Not Keep',
      customerEmail: 'c@example.com',
      IsInternalProject: true,
    });
  });

  it('refuses bad bodies with a clear message and writes nothing', async () => {
    const before = await call(trade, 'getMyProjectsDashboard', { status: 'open', limit: 0 });
    const blocked = await call(trade, 'createShoppingList', newProject('Bad / name'));
    expect(blocked.status).toBe(400);
    expect(blocked.body.message).toMatch(/Project name may not contain special characters/);
    const noRooms = await call(trade, 'createShoppingList', newProject('No rooms', []));
    expect(noRooms.status).toBe(400);
    expect(noRooms.body.message).toMatch(/Choose at least one room/);
    const sameRoom = await call(
      trade,
      'createShoppingList',
      newProject('Twice', [
        { roomName: 'Kitchen', count: 1 },
        { roomName: 'kitchen', count: 1 },
      ]),
    );
    expect(sameRoom).toMatchObject({ status: 400, body: { message: 'Room already exists!' } });
    const nzLocation = await call(trade, 'createShoppingList', {
      ...newProject('Wrong place'),
      projectDetails: {
        projectName: 'Wrong place',
        projectType: 'hotel',
        projectLocation: 'North Island',
      },
    });
    expect(nzLocation.status).toBe(400);
    const after = await call(trade, 'getMyProjectsDashboard', { status: 'open', limit: 0 });
    expect(after.body.total).toBe(before.body.total);
  });

  it('asks a visitor to sign in', async () => {
    const visitor = new TestClient(platform.app);
    const answer = await call(visitor, 'getMyProjectsDashboard', {});
    expect(answer).toMatchObject({ status: 401, body: { code: 'error.auth.required' } });
  });
});

describe('access', () => {
  it('another user gets 404 for every read and write, exactly as for a missing project', async () => {
    const project = await create(trade, 'Private one');
    const missing = await call(other, 'getProjectById', { shoppingListId: 'no-such-project' });
    const reads = [
      await call(other, 'getProjectById', { shoppingListId: project.id }),
      await call(other, 'getProjectCategories', { shoppingListId: project.id }),
      await call(other, 'cloneProject', { shoppingListId: project.id, projectName: 'Mine now' }),
      await call(other, 'deleteProject', { id: project.id, version: 1 }),
      await call(other, 'updateProjectStatus', {
        shoppingListId: project.id,
        version: 1,
        fieldName: 'status',
        status: false,
      }),
      await call(other, 'updateShoppingList', {
        shoppingListId: project.id,
        sku: 'SKU-A',
        items: [{ roomName: 'Kitchen 1' }],
      }),
      await call(other, 'performMutationOnMyProjectById', {
        projectId: project.id,
        version: 1,
        allRoomsAreDeleted: true,
      }),
      await call(other, 'getShareLink', { shoppingListId: project.id }),
      await call(other, 'revokeShareLink', { shoppingListId: project.id }),
    ];
    for (const answer of reads) expect(answer).toEqual(missing);
    expect(missing.status).toBe(404);
    const still = await call(trade, 'getProjectById', { shoppingListId: project.id });
    expect(still.body).toMatchObject({
      version: 1,
      status: 'open',
      roomLabels: ['Kitchen 1', 'Kitchen 2'],
    });
  });

  it('an internal user views, edits, clones, closes, opens and deletes anyone’s project, and each write names them', async () => {
    const project = await create(trade, 'Seen by staff');
    expect(project.lastModifiedBy).toBe('Tessa Trade');
    const read = await call(internal, 'getProjectById', { shoppingListId: project.id });
    expect(read).toMatchObject({
      status: 200,
      body: { id: project.id, customerId: project.customerId },
    });

    const edited = await call(internal, 'updateProjectStatus', {
      shoppingListId: project.id,
      version: 1,
      items: { projectName: 'Seen and edited by staff' },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: {
        projectName: 'Seen and edited by staff',
        version: 2,
        lastModifiedBy: 'Imogen Internal',
      },
    });
    const added = await call(internal, 'updateShoppingList', {
      shoppingListId: project.id,
      sku: 'SKU-A',
      items: [{ roomName: 'Kitchen 1', quantity: 2 }],
    });
    expect(added).toMatchObject({ status: 200, body: { version: 3 } });
    const line = (added.body as Project).lineItems[0]?.id ?? '';
    const mutated = await call(internal, 'performMutationOnMyProjectById', {
      projectId: project.id,
      version: 3,
      lineITemsToUpdate: [{ lineItemId: line, quantity: 4 }],
    });
    expect(mutated).toMatchObject({ status: 200, body: { version: 4 } });
    expect((mutated.body as Project).lineItems[0]?.quantity).toBe(4);
    const closed = await call(internal, 'updateProjectStatus', {
      shoppingListId: project.id,
      version: 4,
      fieldName: 'status',
      status: false,
    });
    expect(closed).toMatchObject({ status: 200, body: { status: 'closed', version: 5 } });
    const opened = await call(internal, 'updateProjectStatus', {
      shoppingListId: project.id,
      version: 5,
      fieldName: 'status',
      status: true,
    });
    expect(opened).toMatchObject({ status: 200, body: { status: 'open', version: 6 } });

    // The owner sees who changed their project, on the project and in their list.
    const owners = await call(trade, 'getProjectById', { shoppingListId: project.id });
    expect(owners.body).toMatchObject({ version: 6, lastModifiedBy: 'Imogen Internal' });
    const list: DashboardResponse = (
      await call(trade, 'getMyProjectsDashboard', { status: 'open', limit: 10 })
    ).body;
    expect(list.results.find((row) => row.shoppingListId === project.id)).toMatchObject({
      lastModifiedBy: 'Imogen Internal',
      ownerName: 'Tessa Trade',
    });
    // The owner's own next write names the owner again.
    const back = await call(trade, 'updateProjectStatus', {
      shoppingListId: project.id,
      version: 6,
      fieldName: 'showLandscape',
      status: true,
    });
    expect(back.body).toMatchObject({ version: 7, lastModifiedBy: 'Tessa Trade' });

    // A clone is the internal user's own project; the source stays the owner's.
    const cloned = await call(internal, 'cloneProject', {
      shoppingListId: project.id,
      projectName: 'Staff copy',
    });
    expect(cloned.status).toBe(200);
    const copy: Project = cloned.body.data.shoppingList;
    expect(copy).not.toMatchObject({ customerId: project.customerId });
    expect(copy).toMatchObject({ projectName: 'Staff copy', lastModifiedBy: 'Imogen Internal' });
    expect((await call(trade, 'getProjectById', { shoppingListId: copy.id })).status).toBe(404);

    const stale = await call(internal, 'deleteProject', { id: project.id, version: 6 });
    expect(stale.status).toBe(409);
    const deleted = await call(internal, 'deleteProject', { id: project.id, version: 7 });
    expect(deleted).toMatchObject({ status: 200, body: { id: project.id, deleted: true } });
    expect((await call(trade, 'getProjectById', { shoppingListId: project.id })).status).toBe(404);
  });

  it('a user who is not internal may not act on an internal user’s project either', async () => {
    const project = await create(internal, 'Staff only');
    const missing = await call(trade, 'getProjectById', { shoppingListId: 'no-such-project' });
    for (const answer of [
      await call(trade, 'getProjectById', { shoppingListId: project.id }),
      await call(trade, 'deleteProject', { id: project.id, version: 1 }),
      await call(trade, 'updateProjectStatus', {
        shoppingListId: project.id,
        version: 1,
        items: { projectName: 'Taken over' },
      }),
      await call(trade, 'getShareLink', { shoppingListId: project.id }),
    ])
      expect(answer).toEqual(missing);
    const still = await call(internal, 'getProjectById', { shoppingListId: project.id });
    expect(still.body).toMatchObject({ version: 1, projectName: 'Staff only' });
  });

  it('internal-only calls answer others as not found', async () => {
    expect((await call(trade, 'getMyProjectsDashboardV2', {})).status).toBe(404);
    expect((await call(trade, 'suggestUserNames', { query: 'tes' })).status).toBe(404);
  });
});

describe('line items', () => {
  it('adds a product to a room, adds up repeats, and marks items the owner may no longer see', async () => {
    const project = await create(trade, 'With products');
    const added = await call(trade, 'updateShoppingList', {
      shoppingListId: project.id,
      sku: 'SKU-A',
      items: [{ roomName: 'Kitchen 1', quantity: 2, roomNotes: 'Island bench' }],
    });
    expect(added.status).toBe(200);
    await call(trade, 'updateShoppingList', {
      shoppingListId: project.id,
      sku: 'SKU-A',
      items: [{ roomName: 'Kitchen 1', quantity: 3 }],
    });
    const read: Project = (await call(trade, 'getProjectById', { shoppingListId: project.id }))
      .body;
    expect(read.version).toBe(3);
    expect(read.lineItems).toHaveLength(1);
    expect(read.lineItems[0]).toMatchObject({
      sku: 'SKU-A',
      name: 'Basin mixer',
      quantity: 5,
      roomName: 'Kitchen 1',
      roomNotes: 'Island bench',
      isProductAvailable: true,
      _url: '/au/product/basin-mixer-chrome-SKU-A/',
    });
    expect(read.lineItems[0]?.variant?.price).toEqual({
      centAmount: 11000,
      currencyCode: 'AUD',
      fractionDigits: 2,
    });
    expect(read.roomGroups.map((group) => [group.roomName, group.items.length])).toEqual([
      ['Kitchen 1', 1],
      ['Kitchen 2', 0],
    ]);

    // An internal-only variant is not offered to a trade user at all.
    const hidden = await call(trade, 'updateShoppingList', {
      shoppingListId: project.id,
      sku: 'SKU-INT',
      items: [{ roomName: 'Kitchen 1' }],
    });
    expect(hidden).toMatchObject({ status: 404, body: { code: 'error.product.unavailable' } });

    // A variant that leaves the catalogue stays in the project, named, as unavailable.
    const catalogue = cartCatalogue();
    catalogue.products = catalogue.products.map((product) =>
      product.productId === 'basin-mixer'
        ? { ...product, variants: product.variants.filter((variant) => variant.sku !== 'SKU-A') }
        : product,
    );
    await platform.services.catalogue.replaceAll(catalogue);
    try {
      const after: Project = (await call(trade, 'getProjectById', { shoppingListId: project.id }))
        .body;
      expect(after.lineItems[0]).toMatchObject({
        sku: 'SKU-A',
        name: 'Basin mixer',
        isProductAvailable: false,
      });
      expect(after.lineItems[0]?.variant).toBeUndefined();
    } finally {
      await platform.services.catalogue.replaceAll(cartCatalogue());
    }
  });

  it('updates quantities, notes and order; renames and merges rooms; removes the last item and its room', async () => {
    const project = await create(trade, 'Mutations', [
      { roomName: 'Main Bathroom', count: 1 },
      { roomName: 'Ensuite Bathroom', count: 1 },
    ]);
    const add = (sku: string, roomName: string, quantity: number) =>
      call(trade, 'updateShoppingList', {
        shoppingListId: project.id,
        sku,
        items: [{ roomName, quantity }],
      });
    await add('SKU-A', 'Main Bathroom 1', 1);
    await add('SKU-B', 'Main Bathroom 1', 1);
    await add('SKU-A', 'Ensuite Bathroom 1', 4);
    let current: Project = (await add('SKU-PUB', 'Ensuite Bathroom 1', 2)).body;
    const id = (sku: string, room: string) =>
      current.lineItems.find((item) => item.sku === sku && item.roomName === room)?.id ?? '';

    const mutate = async (change: object) => {
      const answer = await call(trade, 'performMutationOnMyProjectById', {
        projectId: project.id,
        version: current.version,
        ...change,
      });
      expect(answer.status).toBe(200);
      current = answer.body;
    };
    await mutate({
      lineITemsToUpdate: [{ lineItemId: id('SKU-B', 'Main Bathroom 1'), quantity: 7 }],
      updateRoomNotes: { lineItemId: id('SKU-B', 'Main Bathroom 1'), roomNotes: 'Wall hung' },
      lineItemPriorityToUpdate: [
        { lineItemId: id('SKU-B', 'Main Bathroom 1'), itemPriority: 0 },
        { lineItemId: id('SKU-A', 'Main Bathroom 1'), itemPriority: 1 },
      ],
    });
    expect(
      current.roomGroups[0]?.items.map((item) => [item.sku, item.quantity, item.roomNotes]),
    ).toEqual([
      ['SKU-B', 7, 'Wall hung'],
      ['SKU-A', 1, ''],
    ]);

    // Renaming Ensuite onto Main merges them: SKU-A adds up (1 + 4), SKU-PUB moves.
    await mutate({ updateRoomName: { from: 'Ensuite Bathroom 1', to: 'Main Bathroom 1' } });
    expect(current.roomLabels).toEqual(['Main Bathroom 1']);
    expect(current.roomGroups[0]?.items.map((item) => [item.sku, item.quantity])).toEqual([
      ['SKU-B', 7],
      ['SKU-A', 5],
      ['SKU-PUB', 2],
    ]);

    await mutate({ updateRoomName: { from: 'Main Bathroom 1', to: 'Guest Bathroom 1' } });
    expect(current.roomLabels).toEqual(['Guest Bathroom 1']);

    await mutate({
      lineItemsToRemove: current.lineItems.map((item) => item.id),
      roomsAfterRemoval: [],
    });
    expect(current.roomLabels).toEqual([]);
    expect(current.lineItems).toEqual([]);
  });

  it('a stale version gets 409 and changes nothing', async () => {
    const project = await create(trade, 'Contested');
    await call(trade, 'updateShoppingList', {
      shoppingListId: project.id,
      sku: 'SKU-A',
      items: [{ roomName: 'Kitchen 1', quantity: 1 }],
    });
    const stale = await call(trade, 'performMutationOnMyProjectById', {
      projectId: project.id,
      version: 1,
      allRoomsAreDeleted: true,
    });
    expect(stale).toMatchObject({ status: 409, body: { code: 'error.project.stale' } });
    expect(stale.body.message).toMatch(/nothing was saved/);
    const staleStatus = await call(trade, 'updateProjectStatus', {
      shoppingListId: project.id,
      version: 1,
      fieldName: 'status',
      status: false,
    });
    expect(staleStatus.status).toBe(409);
    const staleDelete = await call(trade, 'deleteProject', { id: project.id, version: 1 });
    expect(staleDelete.status).toBe(409);
    const read: Project = (await call(trade, 'getProjectById', { shoppingListId: project.id }))
      .body;
    expect(read).toMatchObject({
      version: 2,
      status: 'open',
      roomLabels: ['Kitchen 1', 'Kitchen 2'],
    });
    expect(read.lineItems).toHaveLength(1);
  });

  it('refuses a line item of another project', async () => {
    const mine = await create(trade, 'Mine');
    const theirs = await create(other, 'Theirs');
    const withItem: Project = (
      await call(other, 'updateShoppingList', {
        shoppingListId: theirs.id,
        sku: 'SKU-A',
        items: [{ roomName: 'Kitchen 1' }],
      })
    ).body;
    const answer = await call(trade, 'performMutationOnMyProjectById', {
      projectId: mine.id,
      version: 1,
      lineItemsToRemove: [withItem.lineItems[0]?.id],
    });
    expect(answer).toMatchObject({ status: 404, body: { code: 'error.project.lineItem' } });
    const after: Project = (await call(other, 'getProjectById', { shoppingListId: theirs.id }))
      .body;
    expect(after.lineItems).toHaveLength(1);
  });
});

describe('status, toggles, edit, clone and delete', () => {
  it('closes and reopens, saves toggles and edits, each raising the version', async () => {
    const project = await create(trade, 'Lifecycle');
    let version = project.version;
    const update = async (change: object) => {
      const answer = await call(trade, 'updateProjectStatus', {
        shoppingListId: project.id,
        version,
        ...change,
      });
      expect(answer.status).toBe(200);
      version = answer.body.version;
      return answer.body as Project;
    };
    expect((await update({ fieldName: 'status', status: false })).status).toBe('closed');
    expect((await update({ fieldName: 'status', status: true })).status).toBe('open');
    expect((await update({ fieldName: 'showLandscape', status: true })).showLandscape).toBe(true);
    expect((await update({ fieldName: 'showPricesOnPdf', status: false })).showPricesOnPdf).toBe(
      false,
    );
    const edited = await update({
      items: {
        projectName: 'Lifecycle Renamed',
        projectLocation: 'VIC',
        selectedRoomDetails: [{ roomName: 'Laundry', count: 1, value: [1] }],
      },
    });
    expect(edited).toMatchObject({
      projectName: 'Lifecycle Renamed',
      projectLocation: 'VIC',
      roomLabels: ['Laundry 1'],
      version: 6,
    });
  });

  it('an edit keeps rooms that still hold products', async () => {
    const project = await create(trade, 'Keeps rooms');
    const added: Project = (
      await call(trade, 'updateShoppingList', {
        shoppingListId: project.id,
        sku: 'SKU-A',
        items: [{ roomName: 'Kitchen 2' }],
      })
    ).body;
    const edited = await call(trade, 'updateProjectStatus', {
      shoppingListId: project.id,
      version: added.version,
      items: { selectedRoomDetails: [{ roomName: 'Alfresco', count: 1, value: [1] }] },
    });
    expect(edited.body.roomLabels).toEqual(['Alfresco 1', 'Kitchen 2']);
  });

  it('clones with items under a new name, and deletes', async () => {
    const project = await create(trade, 'Original');
    await call(trade, 'updateShoppingList', {
      shoppingListId: project.id,
      sku: 'SKU-B',
      items: [{ roomName: 'Kitchen 1', quantity: 3 }],
    });
    const blank = await call(trade, 'cloneProject', {
      shoppingListId: project.id,
      projectName: '  ',
    });
    expect(blank).toMatchObject({ status: 400 });
    expect(blank.body.message).toMatch(/Specification name is required\./);
    const cloned = await call(trade, 'cloneProject', {
      shoppingListId: project.id,
      projectName: 'Original copy',
    });
    expect(cloned.body.data.code).toBe('SUCCESS');
    const copy: Project = cloned.body.data.shoppingList;
    expect(copy).toMatchObject({ projectName: 'Original copy', version: 1, status: 'open' });
    expect(copy.id).not.toBe(project.id);
    expect(copy.lineItems.map((item) => [item.sku, item.quantity, item.roomName])).toEqual([
      ['SKU-B', 3, 'Kitchen 1'],
    ]);
    const deleted = await call(trade, 'deleteProject', { id: project.id, version: 2 });
    expect(deleted.body).toEqual({ id: project.id, deleted: true });
    expect((await call(trade, 'getProjectById', { shoppingListId: project.id })).status).toBe(404);
    expect((await call(trade, 'getProjectById', { shoppingListId: copy.id })).status).toBe(200);
  });
});

describe('dashboards', () => {
  it('maps tabs to status, sorts, pages by 10 and counts', async () => {
    const client = new TestClient(platform.app);
    expect((await client.login('trade@example.com', DEV_PASSWORD)).statusCode).toBe(200);
    const names = Array.from(
      { length: 12 },
      (_, index) => `Sorted ${String(index).padStart(2, '0')}`,
    );
    const created: Project[] = [];
    for (const name of names) {
      platform.advanceClock(1000);
      created.push(await create(client, name));
    }
    const toClose = created[0] as Project;
    await call(client, 'updateProjectStatus', {
      shoppingListId: toClose.id,
      version: 1,
      fieldName: 'status',
      status: false,
    });

    const list = async (body: object): Promise<DashboardResponse> =>
      (await call(client, 'getMyProjectsDashboard', body)).body;
    const open = await list({ status: 'open' });
    expect(open.limit).toBe(10);
    expect(open.count).toBe(10);
    expect(open.results[0]?.projectName).toBe('Sorted 11');
    const second = await list({ status: 'open', offset: 10 });
    expect(second.offset).toBe(10);
    expect(second.count).toBe(Math.min(10, open.total - 10));

    const closed = await list({ status: 'closed', limit: 0 });
    expect(closed.count).toBe(0);
    expect(closed.results).toEqual([]);
    const completed = await list({ status: 'completed' });
    expect(completed.total).toBe(closed.total);
    expect(completed.results.map((row) => row.projectName)).toContain('Sorted 00');
    const my = await list({ status: 'my', limit: 0 });
    expect(my.total).toBe(open.total);

    const byName = await list({ status: 'open', sortKey: 'nameAsc', limit: 10 });
    const sortedNames = byName.results.map((row) => row.projectName);
    expect(sortedNames).toEqual(
      [...sortedNames].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const oldest = await list({ status: 'open', sortKey: 'createdAtAsc' });
    const times = oldest.results.map((row) => row.projectCreatedDate);
    expect(times).toEqual([...times].sort());
    expect(open.results.every((row) => row.customerId === open.results[0]?.customerId)).toBe(true);
  });

  it('internal users list everyone’s projects and filter by user, type and dates', async () => {
    const other2 = new TestClient(platform.app);
    expect((await other2.login('trade@example.com', DEV_PASSWORD)).statusCode).toBe(200);
    const hotel = await call(other2, 'createShoppingList', {
      ...newProject('Hotel Internal Filter'),
      projectDetails: {
        projectName: 'Hotel Internal Filter',
        projectType: 'hotel',
        projectLocation: 'QLD',
      },
    });
    const tradeId = (hotel.body as Project).customerId;
    const suggestions = await call(internal, 'suggestUserNames', { query: 'tes' });
    expect(suggestions.body.suggestions).toContainEqual({
      Id: tradeId,
      Name: expect.stringMatching(/Tessa/),
    });
    const percent = await call(internal, 'suggestUserNames', { query: '%%' });
    expect(percent.body.suggestions).toEqual([]);
    const short = await call(internal, 'suggestUserNames', { query: 't' });
    expect(short.status).toBe(400);

    const filtered = await call(internal, 'getMyProjectsDashboardV2', {
      status: 'open',
      userDetails: [tradeId],
      projectTypeDetails: ['hotel'],
      startDate: new Date(Date.now() - 86_400_000).toISOString(),
      endDate: new Date(Date.now() + 86_400_000 * 30).toISOString(),
    });
    expect(filtered.body.results.map((row: { projectName: string }) => row.projectName)).toEqual([
      'Hotel Internal Filter',
    ]);
    expect(filtered.body.results[0].ownerName).toMatch(/Tessa/);
    const mine = await call(internal, 'getMyProjectsDashboardV2', { status: 'my' });
    expect(
      mine.body.results.every((row: { customerId: string }) => row.customerId !== tradeId),
    ).toBe(true);
    const past = await call(internal, 'getMyProjectsDashboardV2', {
      status: 'open',
      endDate: new Date('2020-01-01').toISOString(),
    });
    expect(past.body.total).toBe(0);
  });
});

describe('lists and settings', () => {
  it('metadata, settings, the project picker list and the project categories', async () => {
    const metadata = await call(trade, 'getProjectMetadata');
    expect(metadata.body.Code).toBe('SUCCESS');
    expect(metadata.body.EnumFields.projectType).toContainEqual({
      value: 'aged-care',
      label: 'Aged Care',
    });
    const settings = await call(trade, 'getProjectSettings');
    expect(settings.body).toMatchObject({
      pageSize: 10,
      locations: expect.arrayContaining(['NSW']),
    });
    const nz = new TestClient(platform.app, 'nz');
    const nzSettings = await call(nz, 'getProjectSettings');
    expect(nzSettings.body.locations).toEqual(['North Island', 'South Island']);

    const project = await create(trade, 'Picker entry');
    await call(trade, 'updateShoppingList', {
      shoppingListId: project.id,
      sku: 'SKU-A',
      items: [{ roomName: 'Kitchen 1' }],
    });
    const lists = await call(trade, 'getShoppingLists');
    expect(lists.body.results).toContainEqual({
      shoppingListId: project.id,
      projectName: 'Picker entry',
      version: 2,
      roomLabels: ['Kitchen 1', 'Kitchen 2'],
    });
    const categories = await call(trade, 'getProjectCategories', { shoppingListId: project.id });
    expect(categories.body).toEqual({
      categories: [{ id: 'cat-basin-mixers', categoryName: 'Basin mixers' }],
    });
  });
});
