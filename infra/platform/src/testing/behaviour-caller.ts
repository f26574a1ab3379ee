import type { ActionName } from '@specify/contracts';
import type { BehaviourOutcome } from '@specify/contracts/behaviour/suite';
import type { TestClient } from './test-platform';

/**
 * One browser's caller for a behaviour suite (@specify/contracts/behaviour/*) on the platform:
 * each action through the client, with its cookies and CSRF token.
 */
export function behaviourCaller(client: TestClient) {
  return {
    async call<N extends ActionName>(name: N, body: unknown): Promise<BehaviourOutcome<N>> {
      const response = await client.action(name, body);
      const answer = response.json();
      return response.statusCode === 200
        ? { ok: true, value: answer }
        : { ok: false, status: response.statusCode, code: answer.code };
    },
  };
}
