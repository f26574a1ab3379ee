import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ANONYMOUS_SESSION, CSRF_COOKIE } from '@specify/contracts';
import userEvent from '@testing-library/user-event';
import { StandaloneHarness } from '@specify/ui/harness';
import * as lifecycles from '../app';
import { renderBuilder } from '../testing/render-builder';
import { server, setUpProjectServer } from '../testing/project-server';

setUpProjectServer();

describe('mf-project-builder', () => {
  it('mounts in its standalone harness and remounts with the other market', async () => {
    window.history.pushState(null, '', '/nz/project-builder/');
    render(<StandaloneHarness remote="mf-project-builder" lifecycles={lifecycles} links={[]} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Specifications' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Market'), 'au');
    await waitFor(() => expect(window.location.pathname.startsWith('/au')).toBe(true));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Specifications' }),
    ).toBeInTheDocument();
  });

  it('sends a visitor on a wizard route to the home page', async () => {
    renderBuilder('/au/project-builder/create', 'visitor');
    await waitFor(() => expect(window.location.pathname).toBe('/au'));
  });

  it.each(['/au/project-builder/', '/au/project-builder/edit?projectId=p1'])(
    'sends a user without a first name on %s to company registration',
    async (path) => {
      renderBuilder(path, 'incomplete');
      await waitFor(() => expect(window.location.pathname).toBe('/company-registration'));
    },
  );

  it('gives a signed-in user the builder menu: Projects, My account, Log out', async () => {
    renderBuilder('/au/project-builder/');
    const menu = await screen.findByRole('navigation', { name: 'Project Builder' });
    expect(menu).toHaveTextContent('Projects');
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/au/my-account',
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
  });

  it('logs out from the menu: tells everyone, sends the analytics event, goes home', async () => {
    server.use(http.post('/action/account/logout', () => HttpResponse.json({ loggedIn: false })));
    document.cookie = `${CSRF_COOKIE}=token; path=/`;
    const { published } = renderBuilder('/au/project-builder/');
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/au'));
    expect(published['auth:changed']).toEqual([{ session: ANONYMOUS_SESSION }]);
    expect(published['analytics:event']).toContainEqual({ event: 'logout' });
  });
});
