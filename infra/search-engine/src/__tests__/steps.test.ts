import {
  SearchEngine,
  encodeParams,
  readParams,
  runInSlices,
  runSteps,
  type IndexSettings,
} from '../index';
import { IndexData } from '../engine/index-data';
import { STEP_DOCUMENTS } from '../engine/steps';

const SETTINGS: IndexSettings = {
  searchableAttributes: ['name'],
  attributesForFaceting: ['colour'],
  customRanking: ['desc(createdAt)'],
  replicas: { 'taps-oldest': ['asc(createdAt)'] },
};

/** More records than one step reads, so a build takes several steps. */
function records(name: string, count = STEP_DOCUMENTS * 2 + 10) {
  return Array.from({ length: count }, (_, i) => ({
    objectID: `${name}-${i}`,
    name: `${name} mixer ${i}`,
    colour: i % 2 ? 'Chrome' : 'White',
    createdAt: i,
  }));
}

function names(engine: SearchEngine, index: string, query: string) {
  const raw = { query, hitsPerPage: 2 };
  return engine.search(index, readParams(raw), encodeParams(raw)).hits.map((hit) => hit.objectID);
}

describe('index builds in steps', () => {
  it('answers from the previous records, replicas too, until the last step swaps the new ones in', () => {
    const engine = new SearchEngine();
    engine.setIndex('taps', records('luna'), SETTINGS);
    const steps = engine.setIndexInSteps('taps', records('opal'), SETTINGS);
    let taken = 0;
    for (; taken < 5; taken += 1) expect(steps.next().done).toBe(false);
    expect(names(engine, 'taps', 'mixer')).toEqual(['luna-8201', 'luna-8200']);
    expect(names(engine, 'taps-oldest', 'mixer')).toEqual(['luna-0', 'luna-1']);
    expect(names(engine, 'taps', 'opal')).toEqual([]);

    while (!steps.next().done) taken += 1;
    expect(taken).toBeGreaterThan(5);
    expect(names(engine, 'taps', 'mixer')).toEqual(['opal-8201', 'opal-8200']);
    expect(names(engine, 'taps-oldest', 'mixer')).toEqual(['opal-0', 'opal-1']);
  });

  it('builds the same index in steps as at once', () => {
    const all = records('aria');
    const atOnce = new IndexData(all, SETTINGS);
    const inSteps = runSteps(IndexData.inSteps(all, SETTINGS));
    expect(inSteps.text.sortedTerms).toEqual(atOnce.text.sortedTerms);
    expect(inSteps.text.posting('aria')).toEqual(atOnce.text.posting('aria'));
    expect(inSteps.facets.get('colour')).toEqual(atOnce.facets.get('colour'));
    expect(inSteps.numeric.get('createdAt')).toEqual(atOnce.numeric.get('createdAt'));
    expect(inSteps.ids).toEqual(atOnce.ids);
  });

  it('pauses between slices of steps, and not at all within a slice that has time left', async () => {
    const build = () => new SearchEngine().setIndexInSteps('taps', records('luna'), SETTINGS);
    let pauses = 0;
    const pause = async () => {
      pauses += 1;
    };
    const everyStep = await runInSlices(build(), { sliceMs: 0, pause });
    expect(everyStep.size).toBe(STEP_DOCUMENTS * 2 + 10);
    expect(pauses).toBeGreaterThan(5);

    pauses = 0;
    await runInSlices(build(), { sliceMs: Number.POSITIVE_INFINITY, pause });
    expect(pauses).toBe(0);
  });
});
