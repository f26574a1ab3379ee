import * as v from 'valibot';
import { builderSettingsResponseSchema } from '@specify/contracts/api/project';
import { DEV_PASSWORD } from '../../../seed/dev-accounts';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';

describe('project/getSettings', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  async function settingsFor(client: TestClient) {
    const response = await client.request('GET', '/action/project/getSettings');
    expect(response.statusCode).toBe(200);
    return v.parse(builderSettingsResponseSchema, response.json());
  }

  it("answers the builder's settings (project-builder §9) to any visitor, signed in or not", async () => {
    const visitor = await settingsFor(new TestClient(platform.app));
    expect(visitor.pageSizes).toEqual({ dashboard: 10, uploadRows: 250 });
    expect(visitor.limits).toMatchObject({
      note: 300,
      roomName: 30,
      roomCount: 999,
      quantity: 9999,
    });
    expect(visitor.timers).toMatchObject({ pdfPollMs: 2000, userSearchDebounceMs: 400 });
    expect(visitor.defaultRooms).toContain('Main Bathroom');
    expect(visitor.defaultVersion).toBe('Version 1');
    expect(visitor.projectTypes).toContainEqual({ value: 'aged-care', label: 'Aged Care' });
    const trade = new TestClient(platform.app);
    await trade.login('trade@example.com', DEV_PASSWORD);
    expect(await settingsFor(trade)).toEqual(visitor);
  });
});
