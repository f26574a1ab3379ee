import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderChrome, server, setUpChromeServer } from '../../testing/render-chrome';

// An en-NZ catalogue with its own words for the fallback chrome, to show they come from the
// market's catalogue rather than from the code.
jest.mock('../../i18n/en-NZ.messages.json', () => ({
  'nav.fallback.products': 'Shop products',
  'nav.fallback.contactUs': 'Get in touch',
  'footer.fallback.privacy': 'Privacy statement',
  'footer.fallback.copyright': '© 2026 Specify New Zealand.',
}));

setUpChromeServer();

it("speaks the market's catalogue in the fallback menu and footer when the CMS cannot be read", async () => {
  server.use(http.get('/cms/:market/:slug', () => new HttpResponse(null, { status: 500 })));
  renderChrome({ path: '/nz' });
  const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
  if (!nav) throw new Error('main navigation expected');
  await userEvent.click(await within(nav).findByRole('button', { name: 'Shop products' }));
  expect(within(nav).getByRole('link', { name: 'Get in touch' })).toBeInTheDocument();
  // What en-NZ does not override comes from en-AU.
  expect(within(nav).getByRole('link', { name: 'BIM Library' })).toBeInTheDocument();

  const footer = await screen.findByRole('contentinfo');
  expect(await within(footer).findByRole('link', { name: 'Privacy statement' })).toHaveAttribute(
    'href',
    '/nz/privacy-policy',
  );
  expect(within(footer).getByRole('link', { name: 'Disclaimer' })).toBeInTheDocument();
  expect(footer).toHaveTextContent('© 2026 Specify New Zealand.');
});
