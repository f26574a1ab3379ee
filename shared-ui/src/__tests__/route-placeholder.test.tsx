import { render, screen } from '@testing-library/react';
import { matchRoute } from '@specify/contracts';
import { RoutePlaceholder } from '../components/route-placeholder';

it('shows the route name, market, params and query', () => {
  const route = matchRoute('/nz/products/tapware/basin-mixers');
  if (!route) throw new Error('route expected');
  render(<RoutePlaceholder title="Product listing" route={route} search="?sort=new" />);
  const region = screen.getByRole('region', { name: 'Product listing' });
  expect(region).toHaveTextContent('productFamily');
  expect(region).toHaveTextContent('nz (New Zealand)');
  expect(region).toHaveTextContent('tapware');
  expect(region).toHaveTextContent('basin-mixers');
  expect(region).toHaveTextContent('?sort');
});
