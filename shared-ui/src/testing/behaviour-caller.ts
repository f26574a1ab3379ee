import { actionMethod, type ActionName } from '@specify/contracts';
import type { BehaviourOutcome } from '@specify/contracts/behaviour/suite';

/**
 * One visitor's caller for a behaviour suite (@specify/contracts/behaviour/*) over fetch: each
 * action sent as the site's client sends it (its method; a read's body in the query), to whatever
 * answers /action/* — a remote's MSW fake in its tests.
 */
export function fetchBehaviourCaller() {
  return {
    async call<N extends ActionName>(name: N, body: unknown): Promise<BehaviourOutcome<N>> {
      const method = actionMethod(name);
      const fields = Object.entries((body ?? {}) as Record<string, unknown>);
      const query =
        method === 'GET' && fields.length > 0
          ? `?${new URLSearchParams(fields.map(([key, value]) => [key, String(value)]))}`
          : '';
      const response = await fetch(`${location.origin}/action/${name}${query}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
      });
      const answer = await response.json();
      return response.ok
        ? { ok: true, value: answer }
        : { ok: false, status: response.status, code: answer.code };
    },
  };
}
