import { SHELL_PAGE_HEADS } from '@specify/contracts/composition/page-head';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChromeIntl } from '../../i18n/intl';
import { ShowAtPath } from '../../testing/show-at-path';
import { NotFoundPage } from '../not-found-page';

function renderMissing() {
  window.history.replaceState(null, '', '/au/missing');
  render(
    <ChromeIntl market="au">
      <ShowAtPath path="/">
        <p>Home page</p>
      </ShowAtPath>
      <ShowAtPath path="/" not>
        <NotFoundPage />
      </ShowAtPath>
    </ChromeIntl>,
  );
}

describe('not-found page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is the page’s one message: heading, words and a way home in the panel every such page uses', () => {
    renderMissing();
    const heading = screen.getByRole('heading', { level: 1, name: 'Page not found' });
    const panel = heading.parentElement!;
    expect(panel).toHaveClass('spec-message-panel');
    expect(panel).toHaveTextContent('It may have been deleted, renamed, or it never existed.');
    fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('ticks down from 5 every second, then goes home', () => {
    renderMissing();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Specify');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      SHELL_PAGE_HEADS.notFound.description,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to homepage in 5 seconds.');
    for (const left of ['4 seconds', '3 seconds', '2 seconds', '1 second']) {
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByRole('status')).toHaveTextContent(`Redirecting to homepage in ${left}.`);
    }
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
