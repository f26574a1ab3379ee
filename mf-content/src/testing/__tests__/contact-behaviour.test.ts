import { fetchBehaviourCaller } from '@specify/ui/testing';
import { CONTACT_BEHAVIOUR, type ContactBackEnd } from '@specify/contracts/behaviour/contact';
import { setUpContentServer } from '../content-server';

// The contact behaviour both back ends share (@specify/contracts/behaviour/contact), run against
// this MSW fake over fetch, as the form calls it; infra/platform runs the same cases against its
// real actions and ALTCHA verifier, so a rule the platform has and the fake does not fails here.

setUpContentServer();

const fakeBackEnd: ContactBackEnd = {
  // The widget's payload: the challenge it was given and a solution (the fake checks no work).
  async solve(challenge) {
    if (challenge.kind !== 'altcha') throw new Error(`not an ALTCHA challenge: ${challenge.kind}`);
    return btoa(JSON.stringify({ challenge: challenge.challenge, solution: { derivedKey: 'k' } }));
  },
  async visitor() {
    return fetchBehaviourCaller();
  },
};

describe('the contact behaviour both back ends share, on mf-content’s fake', () => {
  for (const behaviour of CONTACT_BEHAVIOUR) it(behaviour.name, () => behaviour.run(fakeBackEnd));
});
