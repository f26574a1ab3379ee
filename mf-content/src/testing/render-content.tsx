import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ANONYMOUS_SESSION, createEventBus, type Session } from '@specify/contracts';
import { ContentRoot } from '../root';

/** mf-content mounted at a path as the shell mounts it. */
export function renderContentAt(
  path: string,
  bus = createEventBus(),
  session: Session = ANONYMOUS_SESSION,
) {
  window.history.pushState(null, '', path);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ContentRoot
        remote="mf-content"
        market={path.startsWith('/nz') ? 'nz' : 'au'}
        session={session}
        bus={bus}
        config={{ environment: 'test', remotes: {}, loadTimeoutMs: 5000 }}
      />
    </SWRConfig>,
  );
}
