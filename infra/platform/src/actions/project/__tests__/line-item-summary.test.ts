import type { Product, Project, Variant } from '@specify/contracts';
import type { CatalogueData } from '../../../catalogue/store';
import { DEV_PASSWORD } from '../../../seed/dev-accounts';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';
import { cartCatalogue } from '../../cart/__tests__/fixtures';

/**
 * The cart's catalogue with summary data: SKU-A (tapware) has specifications, compliance flags
 * and files of every kind; the mixed tap is a bath, whose family carries no compliance rows.
 */
function summaryCatalogue(): CatalogueData {
  const catalogue = cartCatalogue();
  const withSummary = (variant: Variant): Variant =>
    variant.sku !== 'SKU-A'
      ? variant
      : {
          ...variant,
          attributes: {
            ...variant.attributes,
            'item-material': 'DZR Brass',
            'mount-type': 'Not Applicable',
            range: 'Luna',
            IsAS14281Compliant: true,
            IsNZ41121Compliant: true,
            measures: { 'overall-height': 180 },
            'item-attributes': [
              { name: 'depth', value: 120 },
              { name: 'IsAS14281Compliant', value: true },
            ],
            downloads: [
              { name: 'RFA-file', value: '/files/bim/sku-a/mixer.rfa' },
              { name: 'DWG-file', value: '-' },
              { name: 'OBJ-file', value: ['/files/bim/sku-a/a.obj', '/files/bim/sku-a/b.obj'] },
              { name: 'installation-guidelines', value: '/files/docs/sku-a/install.pdf' },
              { name: 'test-report', value: '/files/docs/sku-a/report.pdf' },
            ],
          },
        };
  catalogue.products = catalogue.products.map((product): Product =>
    product.productId === 'mixed-tap'
      ? { ...product, family: 'baths' }
      : { ...product, variants: product.variants.map(withSummary) },
  );
  return catalogue;
}

let platform: TestPlatform;
let trade: TestClient;
let project: Project;

async function call(client: TestClient, action: string, body: unknown = {}) {
  const response = await client.action(`project/${action}`, body);
  return { status: response.statusCode, body: response.json() };
}

async function add(sku: string) {
  const added = await call(trade, 'updateShoppingList', {
    shoppingListId: project.id,
    sku,
    items: [{ roomName: 'Kitchen 1' }],
  });
  expect(added.status).toBe(200);
}

beforeAll(async () => {
  platform = await startTestPlatform();
  await platform.services.catalogue.replaceAll(summaryCatalogue());
  trade = new TestClient(platform.app);
  expect((await trade.login('trade@example.com', DEV_PASSWORD)).statusCode).toBe(200);
  const created = await call(trade, 'createShoppingList', {
    projectDetails: { projectName: 'Summary rows', projectType: 'hotel', projectLocation: 'NSW' },
    selectedRoomDetails: [{ roomName: 'Kitchen', count: 1, value: [1] }],
    specifierDetails: { username: 'Tessa Trade' },
  });
  project = created.body;
  await add('SKU-A');
  await add('SKU-PUB');
});
afterAll(() => platform.close());

async function itemsIn(client: TestClient) {
  const read = await call(client, 'getProjectById', { shoppingListId: project.id });
  expect(read.status).toBe(200);
  const items = (read.body as Project).lineItems;
  return (sku: string) => items.find((item) => item.sku === sku);
}

describe('a line item as a summary prints it (project-builder §2 tab 4)', () => {
  it('carries the product page’s specification rows, in page order, with its own colour', async () => {
    const item = (await itemsIn(trade))('SKU-A');
    // Its variant's colour only: the product page lists 'Chrome, Matte Black'.
    expect(item?.specifications).toEqual([
      { label: 'Colour', value: 'Chrome' },
      { label: 'Material', value: 'DZR Brass' },
      { label: 'Range', value: 'Luna' },
      { label: 'Overall Height (mm)', value: '180' },
      { label: 'Depth (mm)', value: '120' },
    ]);
  });

  it('carries compliance rows for the market, named as the project documents name them: AS1428.1 on au, NZ412.1 on nz, Independent Living on both', async () => {
    expect((await itemsIn(trade))('SKU-A')?.compliance).toEqual([
      { label: 'AS1428.1 Accessible', value: 'Yes' },
      { label: 'AS1428.1 Ambulant', value: 'No' },
      { label: 'Independent Living Compliant', value: expect.stringMatching(/^(Yes|No)$/) },
    ]);
    trade.market = 'nz';
    try {
      expect((await itemsIn(trade))('SKU-A')?.compliance).toEqual([
        { label: 'NZ412.1 Accessible', value: 'Yes' },
        { label: 'Independent Living Compliant', value: expect.stringMatching(/^(Yes|No)$/) },
      ]);
    } finally {
      trade.market = 'au';
    }
  });

  it('gives no compliance rows outside the listed top categories', async () => {
    expect((await itemsIn(trade))('SKU-PUB')?.compliance).toEqual([]);
  });

  it('carries the variant’s BIM files only, as product/downloadFiles names them', async () => {
    expect((await itemsIn(trade))('SKU-A')?.bimFiles).toEqual([
      { type: 'RFA-file', name: 'Revit (RFA)', url: '/files/bim/sku-a/mixer.rfa' },
      { type: 'OBJ-file', name: 'OBJ (part 1)', url: '/files/bim/sku-a/a.obj' },
      { type: 'OBJ-file', name: 'OBJ (part 2)', url: '/files/bim/sku-a/b.obj' },
    ]);
  });

  it('gives an unavailable item no rows and no files', async () => {
    const catalogue = summaryCatalogue();
    catalogue.products = catalogue.products.map((product) =>
      product.productId === 'basin-mixer'
        ? { ...product, variants: product.variants.filter((variant) => variant.sku !== 'SKU-A') }
        : product,
    );
    await platform.services.catalogue.replaceAll(catalogue);
    try {
      const item = (await itemsIn(trade))('SKU-A');
      expect(item).toMatchObject({
        isProductAvailable: false,
        specifications: [],
        compliance: [],
        bimFiles: [],
      });
    } finally {
      await platform.services.catalogue.replaceAll(summaryCatalogue());
    }
  });
});
