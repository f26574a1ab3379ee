import { eq } from 'drizzle-orm';
import type { Project } from '@specify/contracts';
import { projects } from '../../../db/schema';
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

/** A trade user's project with an item, made by an internal user for a customer's details. */
async function createProject(client: TestClient, name: string): Promise<Project> {
  const created = await call(client, 'createShoppingList', {
    projectDetails: { projectName: name, projectType: 'hotel', projectLocation: 'NSW' },
    selectedRoomDetails: [{ roomName: 'Kitchen', count: 1, value: [1] }],
    specifierDetails: { username: 'Tessa Trade' },
    customerDetails: {
      customerName: 'Carla Customer',
      customerEmail: 'carla@example.com',
      customerPhone: '0299998888',
      customerAddress: '1 Harbour St',
    },
  });
  expect(created.status).toBe(200);
  const project = created.body as Project;
  const added = await call(client, 'updateShoppingList', {
    shoppingListId: project.id,
    sku: 'SKU-A',
    items: [{ roomName: 'Kitchen 1', quantity: 2 }],
  });
  expect(added.status).toBe(200);
  return added.body as Project;
}

const shareLink = async (client: TestClient, project: Project) =>
  call(client, 'getShareLink', { shoppingListId: project.id });

describe('the share link (project-builder §2 share-summary)', () => {
  it('gives the owner one live, unguessable token, the same on every call, without a new version', async () => {
    const project = await createProject(trade, 'Shared house');
    const first = await shareLink(trade, project);
    expect(first.status).toBe(200);
    expect(first.body.shareToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.body.shareToken).not.toContain(project.id);
    expect((await shareLink(trade, project)).body).toEqual(first.body);
    const read = await call(trade, 'getProjectById', { shoppingListId: project.id });
    expect(read.body.version).toBe(project.version);

    const another = await shareLink(trade, await createProject(trade, 'Another house'));
    expect(another.body.shareToken).not.toBe(first.body.shareToken);
  });

  it('lets anyone holding the link read the summary, signed out, without any of the customer’s details', async () => {
    const project = await createProject(internal, 'For a customer');
    const { shareToken } = (await shareLink(internal, project)).body;
    const visitor = new TestClient(platform.app);
    const summary = await call(visitor, 'getSharedSummary', { projectId: project.id, shareToken });
    expect(summary.status).toBe(200);
    const owners = (await call(internal, 'getProjectById', { shoppingListId: project.id })).body;
    const {
      customerName,
      customerEmail,
      customerPhone,
      customerAddress,
      customerId,
      IsInternalProject,
      opportunityNumber,
      version,
      lastModifiedBy,
      ...rest
    } = owners as Project;
    // Who last changed the project (here a member of staff) stays off the shared summary too.
    expect(lastModifiedBy).toBe('Imogen Internal');
    expect([customerName, customerEmail, customerPhone, customerAddress, version]).toEqual([
      'Carla Customer',
      'carla@example.com',
      '0299998888',
      '1 Harbour St',
      2,
    ]);
    expect([typeof customerId, typeof IsInternalProject, typeof opportunityNumber]).toEqual([
      'string',
      'boolean',
      'string',
    ]);
    expect(summary.body).toEqual(rest);
    expect(JSON.stringify(summary.body)).not.toMatch(/Carla|carla@|0299998888|Harbour St|Imogen/);
    expect(summary.body.lineItems[0]).toMatchObject({ sku: 'SKU-A', isProductAvailable: true });
  });

  it('presents items as a visitor sees them, whoever owns the project', async () => {
    // An internal user's project holding an internal-only variant: available to its owner, but
    // left out of the shared summary (as an unavailable item), its price and files with it.
    const project = await createProject(internal, 'Staff picks');
    const added = await call(internal, 'updateShoppingList', {
      shoppingListId: project.id,
      sku: 'SKU-INT',
      items: [{ roomName: 'Kitchen 1' }],
    });
    expect(added.status).toBe(200);
    const owners = (await call(internal, 'getProjectById', { shoppingListId: project.id })).body;
    const own = owners.lineItems.find((line: { sku: string }) => line.sku === 'SKU-INT');
    expect(own).toMatchObject({ isProductAvailable: true, variant: { sku: 'SKU-INT' } });
    const { shareToken } = (await shareLink(internal, project)).body;
    const visitor = new TestClient(platform.app);
    const summary = await call(visitor, 'getSharedSummary', { projectId: project.id, shareToken });
    const item = summary.body.lineItems.find((line: { sku: string }) => line.sku === 'SKU-INT');
    expect(item).toMatchObject({ isProductAvailable: false });
    expect(item).not.toHaveProperty('variant');
    expect(JSON.stringify(summary.body)).not.toMatch(
      /"IsGWAInternal":true|test-report|9900|99\.00/,
    );
  });

  it('answers a wrong token, another project’s token or a missing project exactly as not found', async () => {
    const project = await createProject(trade, 'Guarded');
    const { shareToken } = (await shareLink(trade, project)).body;
    const unshared = await createProject(trade, 'Never shared');
    const visitor = new TestClient(platform.app);
    const missing = await call(visitor, 'getSharedSummary', {
      projectId: 'no-such-project',
      shareToken,
    });
    expect(missing).toMatchObject({ status: 404, body: { code: 'error.project.notFound' } });
    const tampered = `${shareToken.slice(0, -1)}${shareToken.endsWith('A') ? 'B' : 'A'}`;
    const answers = [
      await call(visitor, 'getSharedSummary', { projectId: project.id, shareToken: tampered }),
      await call(visitor, 'getSharedSummary', { projectId: unshared.id, shareToken }),
      await call(visitor, 'getSharedSummary', {
        projectId: unshared.id,
        shareToken: 'A'.repeat(32),
      }),
    ];
    for (const answer of answers) expect(answer).toEqual(missing);
  });

  it('refuses a token that is not a share token at all', async () => {
    const visitor = new TestClient(platform.app);
    const answer = await call(visitor, 'getSharedSummary', { projectId: 'p', shareToken: 'short' });
    expect(answer.status).toBe(400);
  });

  it('revokes: the old link is not found, the next call makes a new token', async () => {
    const project = await createProject(trade, 'Revoked');
    const old = (await shareLink(trade, project)).body.shareToken;
    expect(await call(trade, 'revokeShareLink', { shoppingListId: project.id })).toEqual({
      status: 200,
      body: { revoked: true },
    });
    const visitor = new TestClient(platform.app);
    const gone = await call(visitor, 'getSharedSummary', {
      projectId: project.id,
      shareToken: old,
    });
    expect(gone).toMatchObject({ status: 404, body: { code: 'error.project.notFound' } });
    const renewed = (await shareLink(trade, project)).body.shareToken;
    expect(renewed).not.toBe(old);
    const works = await call(visitor, 'getSharedSummary', {
      projectId: project.id,
      shareToken: renewed,
    });
    expect(works.status).toBe(200);
  });

  it('an internal user may get and revoke a trade user’s link; another user gets 404, a visitor 401', async () => {
    const project = await createProject(trade, 'Seen by staff');
    const staff = await shareLink(internal, project);
    expect(staff.status).toBe(200);
    expect((await shareLink(trade, project)).body).toEqual(staff.body);

    const missing = await call(other, 'getShareLink', { shoppingListId: 'no-such-project' });
    expect(await shareLink(other, project)).toEqual(missing);
    expect(await call(other, 'revokeShareLink', { shoppingListId: project.id })).toEqual(missing);
    expect(missing.status).toBe(404);
    const visitor = new TestClient(platform.app);
    expect((await shareLink(visitor, project)).status).toBe(401);
    expect((await call(visitor, 'revokeShareLink', { shoppingListId: project.id })).status).toBe(
      401,
    );

    // Nothing the refused calls did: the link still works.
    const still = await call(visitor, 'getSharedSummary', {
      projectId: project.id,
      shareToken: staff.body.shareToken,
    });
    expect(still.status).toBe(200);
    expect((await call(internal, 'revokeShareLink', { shoppingListId: project.id })).status).toBe(
      200,
    );
    const [row] = await platform.services.db
      .select({ shareToken: projects.shareToken })
      .from(projects)
      .where(eq(projects.projectId, project.id));
    expect(row?.shareToken).toBeNull();
  });

  it('a clone does not open with the source’s link', async () => {
    const project = await createProject(trade, 'Source');
    await shareLink(trade, project);
    const cloned = await call(trade, 'cloneProject', {
      shoppingListId: project.id,
      projectName: 'Source copy',
    });
    expect(cloned.status).toBe(200);
    const [row] = await platform.services.db
      .select({ shareToken: projects.shareToken })
      .from(projects)
      .where(eq(projects.projectId, cloned.body.data.shoppingList.id));
    expect(row?.shareToken).toBeNull();
  });
});
