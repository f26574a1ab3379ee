import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ANONYMOUS_SESSION, createEventBus } from '@specify/contracts';
import { ContentRoot } from '../root';

/** mf-content mounted at a path as the shell mounts it. */
export function renderContentAt(path: string, bus = createEventBus()) {
  window.history.pushState(null, '', path);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ContentRoot
        remote="mf-content"
        market={path.startsWith('/nz') ? 'nz' : 'au'}
        session={ANONYMOUS_SESSION}
        bus={bus}
        config={{ environment: 'test', remotes: {}, loadTimeoutMs: 5000 }}
      />
    </SWRConfig>,
  );
}
