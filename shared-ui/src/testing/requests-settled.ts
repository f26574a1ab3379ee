import { act } from '@testing-library/react';
import type { SetupServer } from 'msw/node';

export interface FollowedRequests {
  /** Requests started and not yet answered. */
  readonly inFlight: number;
  /**
   * Resolves once every request started so far has been answered and the work its answer queued
   * (reading the body, the state it sets, the effects that state runs) has run.
   */
  settled(): Promise<void>;
  stop(): void;
}

/**
 * Follows the requests a screen makes through an MSW server, for tests that assert that an answer
 * changed nothing (a stale read dropped, a failed read leaving the page as it is, no second read).
 * Such a test waits for `settled()`, the condition that makes its claim mean something, never for
 * a fixed sleep: after a sleep, "nothing happened" may only mean "not yet". The front ends' lint
 * rules refuse sleeps in their tests (eslint.config.mjs).
 */
export function followRequests(server: Pick<SetupServer, 'events'>): FollowedRequests {
  let inFlight = 0;
  const started = () => {
    inFlight += 1;
  };
  const ended = () => {
    inFlight -= 1;
  };
  server.events.on('request:start', started);
  server.events.on('request:end', ended);
  return {
    get inFlight() {
      return inFlight;
    },
    async settled() {
      // A turn of the event loop runs every promise reaction queued before it; two quiet turns in
      // a row (nothing in flight at the end of either) mean the answers' work is done, including
      // any request that work started.
      let quietTurns = 0;
      while (quietTurns < 2) {
        await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
        quietTurns = inFlight === 0 ? quietTurns + 1 : 0;
      }
    },
    stop() {
      server.events.removeListener('request:start', started);
      server.events.removeListener('request:end', ended);
    },
  };
}
