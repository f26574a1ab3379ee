import { generateChromeContent, generatePageContent } from '@specify/data';
import { startTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { contentSearchRecords } from '../search-records';
import { publishIfChanged } from '../store';

describe('the content search index records', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({});
    await publishIfChanged(
      platform.services.db,
      [...generateChromeContent(), ...generatePageContent()],
      new Date('2026-11-01T00:00:00Z'),
    );
  });
  afterAll(() => platform.close());

  it('hold every published page of each market with its link and first words, not the chrome', async () => {
    const records = await contentSearchRecords(platform.services.db);
    const au = new Map(records.au.map((record) => [record.slug, record]));
    expect(au.has('navigation')).toBe(false);
    expect(au.has('footer')).toBe(false);
    expect(au.get('home')).toMatchObject({
      objectID: 'au/home',
      title: 'Home',
      url: '/au',
      type: 'banner',
    });
    expect(au.get('home')?.description).toMatch(/^Bathrooms specified with confidence\./);
    expect(au.get('privacy-policy')?.description).not.toMatch(/[#*]/);
    expect(au.get('experience-centres')?.url).toBe('/au/experience-centres/');
    expect(records.nz.find((record) => record.slug === 'home')?.description).toContain(
      'New Zealand',
    );
    for (const record of [...records.au, ...records.nz])
      expect(record.description.length).toBeLessThanOrEqual(300);
  });
});
