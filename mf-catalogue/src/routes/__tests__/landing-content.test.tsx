import { act, screen, waitFor } from '@testing-library/react';
import type { LandingContentParcelProps, MountRemoteParcel } from '@specify/contracts';
import { LANDING_WAIT_MS } from '../../lib/landing-content';
import { renderCatalogue, setUpFixtureServer } from '../../testing/render-catalogue';

setUpFixtureServer();

/** The shell's parcel mounter, recording what the listing asked it to mount. */
function recordingMounter() {
  const mounted: { name: string; element: HTMLElement; props: LandingContentParcelProps }[] = [];
  let unmounted = 0;
  const mount: MountRemoteParcel = (name, element, props) => {
    mounted.push({ name, element, props });
    return {
      unmount: async () => {
        unmounted += 1;
      },
    };
  };
  return { mount, mounted, unmounted: () => unmounted };
}

/**
 * The listing's product list, once its first results are in, whether shown yet or not (a hidden
 * element has no accessible name, so it is found by its label attribute).
 */
async function products(): Promise<HTMLElement> {
  let list: HTMLElement | undefined;
  await waitFor(() => {
    list = screen
      .getAllByRole('list', { hidden: true })
      .find((candidate) => candidate.getAttribute('aria-label') === 'Products');
    expect(list).toBeDefined();
  });
  return list!;
}

describe('landing content above a listing', () => {
  it.each([
    ['/au/brands/kinnear/', 'brands/kinnear'],
    ['/au/brands/livewell/', 'livewell'],
    ['/nz/sectors/healthcare/', 'sectors/healthcare'],
    ['/au/collection/luna/', 'collection/luna'],
  ])('%s mounts mf-content’s landing parcel for %s above the products', async (path, page) => {
    const shell = recordingMounter();
    const view = renderCatalogue({ path, mountRemoteParcel: shell.mount });
    await waitFor(() => expect(shell.mounted).toHaveLength(1));
    const [call] = shell.mounted;
    expect(call?.name).toBe('landingContent');
    expect(call?.props.page).toBe(page);
    expect(call?.props.market).toBe(path.slice(1, 3));
    expect(call?.element).toHaveAttribute('data-landing', page);
    view.unmount();
    expect(shell.unmounted()).toBe(1);
  });

  it('mounts nothing on a family listing, and a standalone listing shows alone', async () => {
    const shell = recordingMounter();
    renderCatalogue({ path: '/au/products/tapware/', mountRemoteParcel: shell.mount });
    await screen.findByRole('heading', { level: 1 });
    expect(shell.mounted).toEqual([]);
    expect(await products()).toBeVisible();
  });

  it('shows a landing page’s products once the landing has settled, so they never jump down', async () => {
    const shell = recordingMounter();
    renderCatalogue({ path: '/au/brands/kinnear/', mountRemoteParcel: shell.mount });
    const list = await products();
    expect(list).not.toBeVisible();
    act(() => shell.mounted[0]!.props.onSettled!());
    expect(list).toBeVisible();
  });

  it('shows them anyway when the landing never says so (broken, slow or an older build)', async () => {
    const shell = recordingMounter();
    renderCatalogue({ path: '/au/brands/kinnear/', mountRemoteParcel: shell.mount });
    const list = await products();
    expect(list).not.toBeVisible();
    await waitFor(() => expect(list).toBeVisible(), { timeout: LANDING_WAIT_MS + 2000 });
  });

  it('a standalone landing listing, with no shell to mount the landing, shows at once', async () => {
    renderCatalogue({ path: '/au/brands/kinnear/' });
    expect(await products()).toBeVisible();
  });
});
