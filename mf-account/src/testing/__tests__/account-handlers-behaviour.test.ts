import { fetchBehaviourCaller } from '@specify/ui/testing';
import { ACCOUNT_BEHAVIOUR, type AccountBackEnd } from '@specify/contracts/behaviour/account';
import { PASSWORD, session, setUpAccountServer } from '../account-server';

// The account behaviour both back ends share (@specify/contracts/behaviour/account), run against
// this MSW fake over fetch, as the screens call it; infra/platform runs the same cases against its
// real actions, so a rule the platform has and the fake does not fails here.

setUpAccountServer();

const fakeBackEnd: AccountBackEnd = {
  trade: { email: 'trade@example.com', password: PASSWORD },
  // The fake keeps one session: a new visitor starts it signed out.
  async visitor() {
    session.account = undefined;
    return fetchBehaviourCaller();
  },
};

describe('the account behaviour both back ends share, on mf-account’s fake', () => {
  for (const behaviour of ACCOUNT_BEHAVIOUR) it(behaviour.name, () => behaviour.run(fakeBackEnd));
});
