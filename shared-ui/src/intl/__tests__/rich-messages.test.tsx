import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMessages } from '../index';

const { MessagesProvider, useRichMessages } = createMessages(
  { 'query.none': 'No results for your query: <strong>{query}</strong>' },
  { 'query.none': 'Nothing for <strong>{query}</strong>, sorry' },
);

function NoResults({ query }: { query: string }) {
  const rich = useRichMessages();
  return <p>{rich('query.none', { query, strong: (chunks) => <strong>{chunks}</strong> })}</p>;
}

it('renders a tagged message as the element its value gives, in the market’s words', () => {
  const { rerender } = render(
    <MessagesProvider market="au">
      <NoResults query="basin <mixer>" />
    </MessagesProvider>,
  );
  const paragraph = screen.getByText(/No results for your query/);
  expect(paragraph.firstChild).toHaveProperty('nodeValue', 'No results for your query: ');
  expect(paragraph.querySelector('strong')).toHaveTextContent('basin <mixer>');
  rerender(
    <MessagesProvider market="nz">
      <NoResults query="tap" />
    </MessagesProvider>,
  );
  expect(screen.getByText(/Nothing for/)).toHaveTextContent('Nothing for tap, sorry');
});

it('renders the same markup on the server', () => {
  expect(
    renderToStaticMarkup(
      <MessagesProvider market="au">
        <NoResults query="tap" />
      </MessagesProvider>,
    ),
  ).toBe('<p>No results for your query: <strong>tap</strong></p>');
});
