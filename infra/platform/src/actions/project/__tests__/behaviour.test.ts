import {
  PROJECT_BEHAVIOUR,
  type BehaviourAccount,
  type ProjectBackEnd,
} from '@specify/contracts/behaviour/project';
import { DEV_PASSWORD } from '../../../seed/dev-accounts';
import { behaviourCaller } from '../../../testing/behaviour-caller';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';
import { cartCatalogue } from '../../cart/__tests__/fixtures';

// The project behaviour both back ends share (@specify/contracts/behaviour/project), run against
// the real actions; mf-project-builder runs the same cases against its in-memory fake.

let platform: TestPlatform;
let clients: Record<BehaviourAccount, TestClient>;

beforeAll(async () => {
  platform = await startTestPlatform();
  await platform.services.catalogue.replaceAll(cartCatalogue());
  clients = {
    trade: new TestClient(platform.app),
    internal: new TestClient(platform.app),
    other: new TestClient(platform.app),
  };
  const emails = {
    trade: 'trade@example.com',
    internal: 'internal@example.com',
    other: 'incomplete@example.com',
  };
  for (const account of ['trade', 'internal', 'other'] as const)
    expect((await clients[account].login(emails[account], DEV_PASSWORD)).statusCode).toBe(200);
});
afterAll(() => platform.close());

const platformBackEnd: ProjectBackEnd = {
  skus: ['SKU-A', 'SKU-B'],
  call: (account, name, body) => behaviourCaller(clients[account]).call(name, body),
};

describe('the project behaviour both back ends share, on the platform', () => {
  for (const behaviour of PROJECT_BEHAVIOUR)
    it(behaviour.name, () => behaviour.run(platformBackEnd));
});
