import * as v from 'valibot';
import { ACTIONS } from '@specify/contracts/api/actions';
import { PROJECT_BEHAVIOUR, type ProjectBackEnd } from '@specify/contracts/behaviour/project';
import {
  FIXTURE_USERS,
  FixtureError,
  fixtureSession,
  handleAction,
  resetProjects,
} from '../project-store';

// The project behaviour both back ends share (@specify/contracts/behaviour/project), run against
// this in-memory fake; infra/platform runs the same cases against its real actions, so a rule
// the platform has and the fake does not fails here.

const ACCOUNTS = {
  trade: FIXTURE_USERS.trade,
  internal: FIXTURE_USERS.internal,
  other: FIXTURE_USERS.incomplete,
};

/** JSON in and out, as over HTTP: no answer shares an object with the store. */
const overTheWire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const fakeBackEnd: ProjectBackEnd = {
  skus: ['BM-100-CP', 'TS-200-WH'],
  async call(account, name, body) {
    fixtureSession.user = ACCOUNTS[account];
    // The platform's router parses every body with the action's schema (defaults included) first.
    const parsed = v.safeParse(ACTIONS[name].request, overTheWire(body));
    if (!parsed.success) return { ok: false, status: 400, code: 'INVALID_BODY' };
    try {
      const answer = await handleAction(name as Parameters<typeof handleAction>[0], parsed.output);
      return { ok: true, value: overTheWire(answer) as never };
    } catch (error) {
      if (error instanceof FixtureError)
        return { ok: false, status: error.status, code: error.code };
      throw error;
    }
  },
};

beforeAll(() => resetProjects());
afterAll(() => {
  resetProjects();
  fixtureSession.user = undefined;
});

describe('the project behaviour both back ends share, on the builder’s fake', () => {
  for (const behaviour of PROJECT_BEHAVIOUR) it(behaviour.name, () => behaviour.run(fakeBackEnd));
});
