import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCatalogue, setUpFixtureServer } from '../../../testing/render-catalogue';

setUpFixtureServer();

it('says No products found with the query, offers did-you-mean suggestions and Go back home', async () => {
  renderCatalogue({ path: '/au/search?query=tapwre' });
  expect(
    await screen.findByRole('heading', { name: 'No products found' }, { timeout: 3000 }),
  ).toBeVisible();
  expect(screen.getByText(/No search results are found for your query:/)).toHaveTextContent(
    'No search results are found for your query: tapwre',
  );
  // The query stands out inside the sentence (the message tags it).
  expect(screen.getByText('tapwre', { selector: 'strong' })).toBeVisible();
  const didYouMean = await screen.findByRole('navigation', { name: 'Did you mean' });
  await userEvent.click(within(didYouMean).getByRole('link', { name: 'Tapware' }));
  await waitFor(() => expect(window.location.search).toBe('?query=Tapware'));
  expect(screen.getByLabelText('Quick Search')).toHaveValue('Tapware');
});

it('falls back to the popular searches when nothing is suggested', async () => {
  renderCatalogue({ path: '/nz/search?query=zzzz' });
  const popular = await screen.findByRole(
    'navigation',
    { name: 'Popular searches' },
    { timeout: 3000 },
  );
  expect(
    within(popular)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Tapware', 'Sanitaryware', 'Contura', 'Urbane II']);
  expect(within(popular).getByRole('link', { name: 'Urbane II' })).toHaveAttribute(
    'href',
    '/nz/search?query=Urbane+II',
  );
  expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/nz');
});
