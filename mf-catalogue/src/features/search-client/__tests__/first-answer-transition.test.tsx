import { Suspense, use } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { InstantSearch, useHits, useInstantSearch } from 'react-instantsearch';
import { useRenderFirstAnswerInTransition } from '../hooks/use-first-answer-transition';

/** An index that answers at once, with one hit per answer: the first, then a second, ... */
function countingClient() {
  let answers = 0;
  const search = jest.fn(async (requests: readonly { indexName: string }[]) => {
    answers += 1;
    const answer = answers;
    return {
      results: requests.map(({ indexName }) => ({
        index: indexName,
        hits: [{ objectID: `tap-${answer}`, name: `Answer ${answer}` }],
        nbHits: 1,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        processingTimeMS: 1,
        exhaustiveNbHits: true,
        query: '',
        params: '',
      })),
    };
  });
  return { search };
}
type Client = ReturnType<typeof countingClient>;

const never = new Promise<never>(() => {});

/** The answers the hits were rendered with, committed or not. */
let renderedWith: string[] = [];
beforeEach(() => {
  renderedWith = [];
});

/** The hits, suspending (a part still loading) on the answer named `suspendOn`. */
function Hits({ suspendOn }: { suspendOn?: string }) {
  const { items } = useHits();
  const { refresh } = useInstantSearch();
  if (items.length === 0) return <p>No results yet</p>;
  renderedWith.push(...items.map((hit) => String(hit.name)));
  if (items.some((hit) => hit.name === suspendOn)) use(never);
  return (
    <>
      <ul aria-label="Hits">
        {items.map((hit) => (
          <li key={hit.objectID}>{String(hit.name)}</li>
        ))}
      </ul>
      <button type="button" onClick={refresh}>
        Search again
      </button>
    </>
  );
}

function FirstAnswerTransition() {
  useRenderFirstAnswerInTransition();
  return null;
}

function renderSearch(client: Client, { transition = true, suspendOn = '' } = {}) {
  return render(
    <InstantSearch searchClient={client} indexName="products">
      {transition && <FirstAnswerTransition />}
      <Suspense fallback={<p>Fallback</p>}>
        <Hits suspendOn={suspendOn} />
      </Suspense>
    </InstantSearch>,
  );
}

/** Until React has rendered the hits with `answer` (whether it then committed them or not). */
async function renderedWithAnswer(answer: string) {
  await waitFor(() => expect(renderedWith).toContain(answer));
}

it('renders the first answer as a transition: a part that suspends on it keeps what showed', async () => {
  const client = countingClient();
  renderSearch(client, { suspendOn: 'Answer 1' });
  await renderedWithAnswer('Answer 1');
  expect(screen.getByText('No results yet')).toBeInTheDocument();
  expect(screen.queryByText('Fallback')).not.toBeInTheDocument();
});

it('without it the first answer is urgent: the fallback replaces what showed', async () => {
  // The control for the test above: it fails if InstantSearch rendered transitions by itself.
  const client = countingClient();
  renderSearch(client, { transition: false, suspendOn: 'Answer 1' });
  await renderedWithAnswer('Answer 1');
  expect(screen.getByText('Fallback')).toBeInTheDocument();
});

it('renders a later answer at once, as the visitor asked for it', async () => {
  const client = countingClient();
  renderSearch(client, { suspendOn: 'Answer 2' });
  expect(await screen.findByRole('list', { name: 'Hits' })).toHaveTextContent('Answer 1');
  act(() => screen.getByRole('button', { name: 'Search again' }).click());
  await renderedWithAnswer('Answer 2');
  expect(screen.getByText('Fallback')).toBeInTheDocument();
});
