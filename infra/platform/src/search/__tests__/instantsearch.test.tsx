/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liteClient } from 'algoliasearch/lite';
import {
  Highlight,
  Hits,
  InstantSearch,
  Pagination,
  RefinementList,
  SearchBox,
} from 'react-instantsearch';
import { SearchEngine, encodeParams, mergeRaw, readParams } from '@specify/search-engine';

/**
 * InstantSearch (jsdom) with the real lite client, its requester swapped for one that hands the
 * request to the engine as the HTTP route would — jsdom cannot reach a socket.
 */
const engine = new SearchEngine();
engine.setIndex(
  'products',
  ['Basin Mixer', 'Kitchen Mixer', 'Toilet Suite', 'Shower Rail', 'Bath Spout'].map((name, i) => ({
    objectID: String(i),
    name,
    brand: i % 2 ? 'dorf' : 'kinnear',
  })),
  { searchableAttributes: ['name', 'brand'], attributesForFaceting: ['searchable(brand)'] },
);

const client = liteClient('APP', 'KEY', {
  requester: {
    async send(request) {
      const body = JSON.parse(String(request.data ?? '{}')) as {
        requests: Record<string, unknown>[];
      };
      const results = body.requests.map((entry) => {
        const raw = mergeRaw(entry);
        return engine.search(String(entry.indexName), readParams(raw), encodeParams(raw));
      });
      return { status: 200, content: JSON.stringify({ results }), isTimedOut: false };
    },
  },
});

it('renders hits with highlighting and refines by a disjunctive facet', async () => {
  render(
    <InstantSearch
      searchClient={client}
      indexName="products"
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <SearchBox placeholder="Search products" />
      <RefinementList attribute="brand" />
      <Hits hitComponent={({ hit }) => <Highlight attribute="name" hit={hit} />} />
      <Pagination />
    </InstantSearch>,
  );
  await waitFor(() => expect(screen.getByText('Toilet Suite')).toBeInTheDocument());
  await userEvent.type(screen.getByPlaceholderText('Search products'), 'mixer');
  await waitFor(() => expect(screen.queryByText('Toilet Suite')).not.toBeInTheDocument());
  expect(document.querySelectorAll('mark')).toHaveLength(2);
  await userEvent.click(screen.getByRole('checkbox', { name: /dorf/ }));
  await waitFor(() => expect(screen.queryAllByText(/Basin/)).toHaveLength(0));
  expect(screen.getByText('Kitchen')).toBeInTheDocument();
  // The other brand keeps its count: the helper's disjunctive query.
  expect(screen.getByRole('checkbox', { name: /kinnear/ })).not.toBeChecked();
});
