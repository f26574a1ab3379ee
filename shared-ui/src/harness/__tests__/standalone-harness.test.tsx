import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MountProps } from '@specify/contracts';
import type { RemoteLifecycles } from '../../remote-app/create-remote-lifecycles';
import { StandaloneHarness } from '../standalone-harness';

/** A remote that shows one heading, as a real one would show its page. */
const lifecycles: RemoteLifecycles = {
  bootstrap: async () => undefined,
  mount: async (props) => {
    (props as unknown as MountProps).domElement?.replaceChildren(
      Object.assign(document.createElement('h1'), { textContent: 'Product page' }),
    );
  },
  unmount: async (props) => {
    (props as unknown as MountProps).domElement?.replaceChildren();
  },
};

function openHarness(path: string) {
  window.history.replaceState(null, '', path);
  render(<StandaloneHarness remote="mf-product" lifecycles={lifecycles} links={[]} />);
}

afterEach(() => window.history.replaceState(null, '', '/'));

it('refuses a malformed ?remote-override= with the composed site’s message, and runs the remote', async () => {
  openHarness('/au/product/luna?remote-override=mf-product@latest');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Override refused: "latest" is not a version of mf-product.',
  );
  expect(await screen.findByRole('heading', { name: 'Product page' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says a valid override of its own remote is for the composed site, and shows no badge', async () => {
  openHarness('/au?remote-override=mf-product@0.3.0-1a2b3c4d5e');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Override refused: This harness runs mf-product as built from this checkout and cannot load a published version yet. Try mf-product@0.3.0-1a2b3c4d5e in the composed site: ?remote-override=mf-product@0.3.0-1a2b3c4d5e.',
  );
  expect(screen.queryByRole('complementary', { name: /Overrides/ })).not.toBeInTheDocument();
});

it('says an override of another remote cannot apply to it', async () => {
  openHarness('/au?remote-override=mf-content@0.2.0');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Override refused: This harness runs mf-product alone, so it cannot load mf-content@0.2.0.',
  );
});

it('shows no notice for ?remote-override=clear', async () => {
  openHarness('/au?remote-override=clear');
  expect(await screen.findByRole('heading', { name: 'Product page' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
