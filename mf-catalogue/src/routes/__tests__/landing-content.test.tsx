import { screen, waitFor } from '@testing-library/react';
import type { LandingContentParcelProps, MountRemoteParcel } from '@specify/contracts';
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
  });
});
