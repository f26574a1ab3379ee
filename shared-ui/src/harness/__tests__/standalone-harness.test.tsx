import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MountProps } from '@specify/contracts';
import type { RemoteLifecycles } from '../../remote-app/create-remote-lifecycles';
import { StandaloneHarness } from '../standalone-harness';

/** A remote that shows one heading, as a real one would show its page. */
function showing(heading: string): RemoteLifecycles {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      (props as unknown as MountProps).domElement?.replaceChildren(
        Object.assign(document.createElement('h1'), { textContent: heading }),
      );
    },
    unmount: async (props) => {
      (props as unknown as MountProps).domElement?.replaceChildren();
    },
  };
}

/** The remote as built from the checkout. */
const lifecycles = showing('Product page');

function openHarness(path: string) {
  window.history.replaceState(null, '', path);
  render(<StandaloneHarness remote="mf-product" lifecycles={lifecycles} links={[]} />);
}

afterEach(() => window.history.replaceState(null, '', '/'));

it('refuses a malformed ?remote-override= with the composed site’s message, and runs the remote', async () => {
  openHarness('/au/product/luna?remote-override=mf-product@latest');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Override refused: The first override gives no version of mf-product: versions look like 1.4.0-3f2a9c1.',
  );
  expect(await screen.findByRole('heading', { name: 'Product page' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('refuses an override of its own remote when it cannot load published versions (fixtures), and shows no badge', async () => {
  openHarness('/au?remote-override=mf-product@0.3.0-1a2b3c4d5e');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Override refused: This harness runs mf-product on its fixtures, as built from this checkout. Published versions load in live mode (npm run standalone -w mf-product -- --env live) or in the composed site: ?remote-override=mf-product@0.3.0-1a2b3c4d5e.',
  );
  expect(await screen.findByRole('heading', { name: 'Product page' })).toBeInTheDocument();
  expect(screen.queryByRole('complementary', { name: /Overrides/ })).not.toBeInTheDocument();
});

/** The published version's ./app, told apart from the checkout's build by its heading. */
const published = showing('Published product page');

function openLiveHarness(path: string, loadPublished: jest.Mock) {
  window.history.replaceState(null, '', path);
  render(
    <StandaloneHarness
      remote="mf-product"
      lifecycles={lifecycles}
      links={[]}
      loadPublished={loadPublished}
    />,
  );
}

it('runs the published version an override of its own remote names, with the badge that clears it', async () => {
  const loadPublished = jest.fn(async () => published);
  openLiveHarness('/au?remote-override=mf-product@0.3.0-1a2b3c4d5e', loadPublished);
  expect(
    await screen.findByRole('heading', { name: 'Published product page' }),
  ).toBeInTheDocument();
  expect(loadPublished).toHaveBeenCalledWith({ remote: 'mf-product', version: '0.3.0-1a2b3c4d5e' });
  expect(screen.queryByRole('heading', { name: 'Product page' })).not.toBeInTheDocument();
  const badge = screen.getByRole('complementary', {
    name: 'Overrides: mf-product@0.3.0-1a2b3c4d5e',
  });
  expect(within(badge).getByRole('button', { name: 'Clear overrides' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('keeps the published version across a market switch', async () => {
  openLiveHarness(
    '/au?remote-override=mf-product@0.3.0-1a2b3c4d5e',
    jest.fn(async () => published),
  );
  await screen.findByRole('heading', { name: 'Published product page' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Market' }), 'nz');
  expect(window.location.pathname).toBe('/nz');
  expect(
    await screen.findByRole('heading', { name: 'Published product page' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Product page' })).not.toBeInTheDocument();
});

it('runs the checkout’s build and says why when the published version does not load', async () => {
  const loadPublished = jest.fn(async () => {
    throw new Error(
      'mf-product@9.9.9 could not be loaded from the platform: is it published there?',
    );
  });
  openLiveHarness('/au?remote-override=mf-product@9.9.9', loadPublished);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Override refused: mf-product@9.9.9 could not be loaded from the platform: is it published there?',
  );
  expect(await screen.findByRole('heading', { name: 'Product page' })).toBeInTheDocument();
  expect(screen.queryByRole('complementary', { name: /Overrides/ })).not.toBeInTheDocument();
});

it('loads nothing for an override of another remote, even live', async () => {
  const loadPublished = jest.fn(async () => published);
  openLiveHarness('/au?remote-override=mf-content@0.2.0', loadPublished);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Override refused: This harness runs mf-product alone, so it cannot load mf-content@0.2.0.',
  );
  expect(await screen.findByRole('heading', { name: 'Product page' })).toBeInTheDocument();
  expect(loadPublished).not.toHaveBeenCalled();
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

describe('where a harness opens', () => {
  const links = [
    { label: 'Tapware', path: '/products/tapware/' },
    { label: 'Search', path: '/search?query=basin' },
  ];

  function openWithLinks(path: string) {
    window.history.replaceState(null, '', path);
    render(<StandaloneHarness remote="mf-catalogue" lifecycles={lifecycles} links={links} />);
  }

  it.each([
    ['/', '/au/products/tapware/'],
    ['/au', '/au/products/tapware/'],
    ['/nz/', '/nz/products/tapware/'],
  ])('opens %s on the remote’s main route, %s, marked as the current link', async (from, to) => {
    openWithLinks(from);
    expect(await screen.findByRole('heading', { name: 'Product page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(to);
    const routes = screen.getByRole('navigation', { name: 'Routes' });
    expect(within(routes).getByRole('link', { name: 'Tapware' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(routes).getByRole('link', { name: 'Search' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('stays on the route a deep link names, and follows the links', async () => {
    openWithLinks('/au/search?query=basin');
    expect(window.location.pathname + window.location.search).toBe('/au/search?query=basin');
    const routes = screen.getByRole('navigation', { name: 'Routes' });
    expect(within(routes).getByRole('link', { name: 'Search' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(routes).getByRole('link', { name: 'Tapware' }));
    expect(window.location.pathname).toBe('/au/products/tapware/');
    expect(within(routes).getByRole('link', { name: 'Tapware' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('keeps a home route’s remote on the market’s home', () => {
    window.history.replaceState(null, '', '/au');
    render(
      <StandaloneHarness
        remote="mf-content"
        lifecycles={lifecycles}
        links={[{ label: 'Home', path: '/' }]}
      />,
    );
    expect(window.location.pathname).toBe('/au');
  });

  it('mounts the next session only once a slow mount of the last one is unmounted', async () => {
    let finishFirstMount = () => undefined as void;
    const firstMountDone = new Promise<void>((resolve) => (finishFirstMount = resolve));
    let mounts = 0;
    let unmounts = 0;
    const slowFirst: RemoteLifecycles = {
      bootstrap: async () => undefined,
      mount: async (props) => {
        const { domElement, session } = props as unknown as MountProps;
        if (++mounts === 1) await firstMountDone;
        domElement?.replaceChildren(
          Object.assign(document.createElement('h1'), { textContent: `Session ${session.status}` }),
        );
      },
      unmount: async (props) => {
        unmounts += 1;
        (props as unknown as MountProps).domElement?.replaceChildren();
      },
    };
    window.history.replaceState(null, '', '/au/products/tapware/');
    render(<StandaloneHarness remote="mf-catalogue" lifecycles={slowFirst} links={links} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Session' }), 'trade');
    finishFirstMount();
    // Once the first mount is unmounted, the trade session's page shows, and nothing clears it.
    await waitFor(() => expect(unmounts).toBe(1));
    expect(await screen.findByRole('heading', { name: 'Session authenticated' })).toBeVisible();
    expect(mounts).toBe(2);
  });

  it('switches the session with @specify/ui’s labelled select', async () => {
    openWithLinks('/au/products/tapware/');
    const session = screen.getByRole('combobox', { name: 'Session' });
    expect(session).toHaveClass('spec-input', 'spec-select');
    await userEvent.selectOptions(session, 'trade');
    expect(session).toHaveValue('trade');
  });
});
