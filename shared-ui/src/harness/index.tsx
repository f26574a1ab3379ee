import { createRoot } from 'react-dom/client';
import { StandaloneHarness, type StandaloneHarnessProps } from './standalone-harness';

export { HARNESS_SESSIONS } from './harness-sessions';
export { loadPublishedApp } from './published-remote';
export { StandaloneHarness, type StandaloneHarnessProps };

/** Entry point of a remote's `npm run standalone`. */
export function startStandalone(
  props: StandaloneHarnessProps,
  container = document.getElementById('root'),
) {
  if (!container) throw new Error('The standalone page has no #root element.');
  createRoot(container).render(<StandaloneHarness {...props} />);
}
