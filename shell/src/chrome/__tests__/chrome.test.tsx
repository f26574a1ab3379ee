import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ANONYMOUS_SESSION, CSRF_COOKIE, createEventBus, type Session } from '@specify/contracts';
import { FEEDBACK_MESSAGES, feedbackRequestSchema } from '@specify/contracts/api/feedback';
import * as v from 'valibot';
import { followRequests } from '@specify/ui/testing/requests';
import {
  currentLocation,
  renderChrome,
  server,
  setUpChromeServer,
} from '../../testing/render-chrome';
import { FLOATING_MENU_KEY } from '../floating-menu/floating-menu';
import { createSessionStore } from '../../session/session-store';

setUpChromeServer();

function signedIn(account: { firstName?: string; email: string }): Session {
  return {
    status: 'authenticated',
    account: { accountId: 'acc-1', isInternalUser: false, companyName: 'Acme', ...account },
  };
}

describe('account entry', () => {
  it('visitors get Sign in / Sign up, which asks mf-account for its modal', async () => {
    const bus = createEventBus();
    const requests: unknown[] = [];
    bus.subscribe('auth:login-requested', (request) => requests.push(request));
    renderChrome({ path: '/au/products/tapware/', bus });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in / Sign up' }));
    expect(requests).toEqual([{ returnTo: '/au/products/tapware/' }]);
    expect(screen.queryByRole('button', { name: /Alex/ })).not.toBeInTheDocument();
  });

  it('paints before the session is read: a visitor until it answers, then the account, and the cart read once then', async () => {
    let cartReads = 0;
    server.use(
      http.get('/action/cart/getCart', () => {
        cartReads += 1;
        return HttpResponse.json({ isError: true }, { status: 500 });
      }),
    );
    let answer: (session: Session) => void = () => undefined;
    const bus = createEventBus();
    const sessions = createSessionStore(bus, {
      read: new Promise<Session>((resolve) => (answer = resolve)),
    });
    const requests = followRequests(server);
    renderChrome({ bus, sessions });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in / Sign up' })).toBeInTheDocument();
    expect(cartReads).toBe(0);

    answer(signedIn({ firstName: 'Jo', email: 'jo@example.com' }));
    expect(await screen.findByRole('button', { name: 'Jo' })).toBeInTheDocument();
    await waitFor(() => expect(cartReads).toBe(1));
    // Every answer and the renders it caused are done: no second read followed.
    await requests.settled();
    requests.stop();
    expect(cartReads).toBe(1);
  });

  it.each([
    [{ firstName: 'Alexandra', email: 'a@example.com' }, 'Alexandr…'],
    [{ firstName: 'Jo', email: 'jo@example.com' }, 'Jo'],
    [{ email: 'specifier.team@example.com' }, 'specifie…'],
  ])('labels the dropdown with the first name or the email (%o → %s)', (account, label) => {
    renderChrome({ session: signedIn(account) });
    expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('button', { name: 'Sign in / Sign up' })).not.toBeInTheDocument();
  });

  it('links the wishlist from the account menu, in the market of the page', async () => {
    renderChrome({
      path: '/nz/products/baths/',
      session: signedIn({ firstName: 'Jo', email: 'jo@x.nz' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Jo' }));
    const item = within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Wishlist' });
    expect(item).toHaveAttribute('href', '/nz/wishlist');
    await userEvent.click(item);
    expect(currentLocation).toBe('/nz/wishlist');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('holds Projects, My account and Log out; logging out tells everyone and lands on /', async () => {
    let loggedOut = 0;
    server.use(
      http.post('/action/account/logout', () => {
        loggedOut += 1;
        return HttpResponse.json({ loggedIn: false });
      }),
    );
    document.cookie = `${CSRF_COOKIE}=token; path=/`;
    const bus = createEventBus();
    const sessions: unknown[] = [];
    bus.subscribe('auth:changed', ({ session }) => sessions.push(session));
    const analytics: unknown[] = [];
    bus.subscribe('analytics:event', (payload) => analytics.push(payload));
    renderChrome({
      path: '/nz/cart',
      session: signedIn({ firstName: 'Jo', email: 'jo@x.nz' }),
      bus,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Jo' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/nz/project-builder',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'My account' }));
    expect(currentLocation).toBe('/nz/my-account');
    await userEvent.click(screen.getByRole('button', { name: 'Jo' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(sessions).toEqual([ANONYMOUS_SESSION]));
    expect(loggedOut).toBe(1);
    expect(analytics).toContainEqual(expect.objectContaining({ event: 'logout' }));
    // The router reports the new location on its next render, after the event went out.
    await waitFor(() => expect(currentLocation).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Sign in / Sign up' })).toBeInTheDocument();
  });
});

describe('floating side menu', () => {
  it('starts collapsed to its tab on a first visit, covering nothing', () => {
    renderChrome({ path: '/au/products/tapware/' });
    const links = screen.getByRole('complementary', { name: 'Quick links' });
    expect(within(links).getByRole('button', { name: 'Show quick links' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(links).queryByRole('button', { name: 'Share Feedback' })).not.toBeInTheDocument();
  });

  it('opens and collapses on request, and remembers the choice across visits', async () => {
    const { unmount } = { unmount: () => document.body.replaceChildren() };
    renderChrome();
    const links = screen.getByRole('complementary', { name: 'Quick links' });
    await userEvent.click(within(links).getByRole('button', { name: 'Show quick links' }));
    expect(within(links).getByRole('button', { name: 'Share Feedback' })).toBeVisible();
    expect(window.localStorage.getItem(FLOATING_MENU_KEY)).toBe('true');
    unmount();
    renderChrome();
    const again = screen.getByRole('complementary', { name: 'Quick links' });
    await userEvent.click(within(again).getByRole('button', { name: 'Hide quick links' }));
    expect(within(again).queryByRole('button', { name: 'Share Feedback' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(FLOATING_MENU_KEY)).toBe('false');
    unmount();
    renderChrome();
    expect(screen.getByRole('button', { name: 'Show quick links' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('puts itself away once a link is followed, and on Escape, back to its tab', async () => {
    renderChrome({ path: '/au/products/tapware/' });
    const links = screen.getByRole('complementary', { name: 'Quick links' });
    await userEvent.click(within(links).getByRole('button', { name: 'Show quick links' }));
    await userEvent.click(within(links).getByRole('link', { name: 'Contact us' }));
    await waitFor(() => expect(currentLocation).toBe('/au/about-us/contact-us'));
    expect(within(links).getByRole('button', { name: 'Show quick links' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(window.localStorage.getItem(FLOATING_MENU_KEY)).toBe('false');

    await userEvent.click(within(links).getByRole('button', { name: 'Show quick links' }));
    within(links).getByRole('link', { name: 'BIM library' }).focus();
    await userEvent.keyboard('{Escape}');
    const toggle = within(links).getByRole('button', { name: 'Show quick links' });
    expect(toggle).toHaveFocus();
    expect(within(links).queryByRole('link', { name: 'BIM library' })).not.toBeInTheDocument();
  });

  it('comes just before the footer, where a narrow screen shows it in the page’s flow', async () => {
    renderChrome();
    const links = screen.getByRole('complementary', { name: 'Quick links' });
    const footer = await screen.findByRole('contentinfo');
    expect(links.nextElementSibling).toBe(footer);
  });
});

describe('feedback form', () => {
  async function openFeedback() {
    window.localStorage.setItem(FLOATING_MENU_KEY, 'true');
    renderChrome({ path: '/au/products/baths/' });
    await userEvent.click(screen.getByRole('button', { name: 'Share Feedback' }));
    return screen.findByRole('dialog', { name: 'Share your feedback' });
  }

  it('closes on Escape and leaves the quick links open behind it', async () => {
    const dialog = await openFeedback();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Hide quick links' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(window.localStorage.getItem(FLOATING_MENU_KEY)).toBe('true');
  });

  it('checks the form with the server rules before sending anything', async () => {
    let posted = 0;
    server.use(http.post('/action/feedback/submit', () => void (posted += 1)));
    const dialog = await openFeedback();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(
      within(dialog).getByRole('group', { name: 'How would you rate your experience?' }),
    ).toHaveAccessibleDescription(FEEDBACK_MESSAGES.rating);
    expect(
      within(dialog).getByRole('textbox', { name: 'Your feedback' }),
    ).toHaveAccessibleDescription(`Up to 1000 characters. ${FEEDBACK_MESSAGES.message}`);
    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toBeInvalid();
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: '1 – Poor' })).toHaveFocus(),
    );
    expect(posted).toBe(0);
  });

  it('sends a valid form, says thank you, and reports it to analytics', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/action/feedback/submit', async ({ request }) => {
        const body = v.parse(feedbackRequestSchema, await request.json());
        bodies.push(body);
        return HttpResponse.json({ isError: false, message: FEEDBACK_MESSAGES.success });
      }),
    );
    const bus = createEventBus();
    const events: unknown[] = [];
    bus.subscribe('analytics:event', (event) => events.push(event));
    window.localStorage.setItem(FLOATING_MENU_KEY, 'true');
    renderChrome({ path: '/au/products/baths/', bus });
    await userEvent.click(screen.getByRole('button', { name: 'Share Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your feedback' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '4' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Your feedback' }),
      'Great filters',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText(FEEDBACK_MESSAGES.success)).toBeInTheDocument();
    expect(bodies).toEqual([
      { rating: 4, message: 'Great filters', email: '', page: '/au/products/baths/' },
    ]);
    expect(events).toContainEqual({ event: 'feedback_sent', params: { rating: 4 } });
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    server.use(
      http.post('/action/feedback/submit', () =>
        HttpResponse.json(
          {
            isError: true,
            statusCode: 429,
            code: 'error.feedback.throttled',
            message: FEEDBACK_MESSAGES.throttled,
          },
          { status: 429 },
        ),
      ),
    );
    const dialog = await openFeedback();
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 – Excellent' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your feedback' }), 'Again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FEEDBACK_MESSAGES.throttled);
    expect(within(dialog).getByRole('textbox', { name: 'Your feedback' })).toHaveValue('Again');
    expect(within(dialog).getByRole('radio', { name: '5 – Excellent' })).toBeChecked();
  });
});

describe('geo-location popup', () => {
  it('offers the other market once; switching keeps the path and sets both cookies', async () => {
    server.use(http.get('/geo/market', () => HttpResponse.json({ market: 'nz' })));
    renderChrome({ path: '/au/products/tapware/' });
    const dialog = await screen.findByRole('dialog', { name: 'Visiting from New Zealand?' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Go to the New Zealand site' }),
    );
    expect(currentLocation).toBe('/nz/products/tapware/');
    expect(document.cookie).toContain('geo_popup_seen=1');
    expect(document.cookie).toContain('locale=nz');
  });

  it('never asks again once answered, and not at all in the visitor’s own market', async () => {
    let asked = 0;
    server.use(
      http.get('/geo/market', () => {
        asked += 1;
        return HttpResponse.json({ market: 'au' });
      }),
    );
    renderChrome({ path: '/au' });
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    document.body.replaceChildren();
    document.cookie = 'geo_popup_seen=1; path=/';
    renderChrome({ path: '/nz' });
    await screen.findAllByRole('navigation', { name: 'Main' });
    expect(asked).toBe(1);
  });
});

describe('footer', () => {
  it('renders the CMS footer: columns, social links in a new tab, legal links, copyright', async () => {
    renderChrome({ path: '/nz' });
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByRole('heading', { name: 'Resources' });
    expect(within(footer).getByRole('link', { name: 'Warranty' })).toHaveAttribute(
      'href',
      '/nz/warranty',
    );
    expect(within(footer).getByRole('link', { name: 'Specify on LinkedIn' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('© 2026 Specify. All rights reserved.');
  });

  it('keeps the legal links when the footer document is missing', async () => {
    server.use(http.get('/cms/:market/footer', () => new HttpResponse(null, { status: 404 })));
    renderChrome({ path: '/au' });
    const footer = await screen.findByRole('contentinfo');
    expect(
      await within(footer).findByRole('link', { name: 'Terms and conditions' }),
    ).toHaveAttribute('href', '/au/terms-and-conditions');
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Privacy policy', 'Terms and conditions', 'Disclaimer']);
    expect(footer).toHaveTextContent('© 2026 Specify. All rights reserved.');
  });
});
