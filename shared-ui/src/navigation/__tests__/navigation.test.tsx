import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageLink } from '../page-link';
import { navigateTo, usePageLocation } from '../page-location';
import { Redirect } from '../redirect';

function Where() {
  const { pathname, search, hash } = usePageLocation();
  return <p>at {pathname + search + hash}</p>;
}

/**
 * Whether a click on `link` is left to the browser (its default action not prevented). The
 * default is then prevented here, as jsdom cannot load a page.
 */
function leftToBrowser(link: HTMLElement, init?: MouseEventInit): boolean {
  let left = false;
  const watch = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', watch);
  fireEvent.click(link, init);
  document.removeEventListener('click', watch);
  return left;
}

beforeEach(() => window.history.replaceState(null, '', '/au'));

describe('usePageLocation and navigateTo', () => {
  it('follows a navigation made here, pushing a history entry or replacing the current one', () => {
    render(<Where />);
    expect(screen.getByText('at /au')).toBeInTheDocument();
    const entries = window.history.length;
    act(() => navigateTo('/au/products/tapware/?page=2'));
    expect(screen.getByText('at /au/products/tapware/?page=2')).toBeInTheDocument();
    expect(window.history.length).toBe(entries + 1);
    act(() => navigateTo('/au/products/tapware/', { replace: true }));
    expect(screen.getByText('at /au/products/tapware/')).toBeInTheDocument();
    expect(window.history.length).toBe(entries + 1);
  });

  it('keeps a state with the entry, which a replace of the same URL changes', () => {
    function Tab() {
      const { state } = usePageLocation();
      return <p>tab {(state as { tab?: number } | null)?.tab ?? 'none'}</p>;
    }
    render(<Tab />);
    expect(screen.getByText('tab none')).toBeInTheDocument();
    act(() => navigateTo('/au/project-builder/edit?projectId=p1', { state: { tab: 1 } }));
    expect(screen.getByText('tab 1')).toBeInTheDocument();
    act(() =>
      navigateTo('/au/project-builder/edit?projectId=p1', { replace: true, state: { tab: 3 } }),
    );
    expect(screen.getByText('tab 3')).toBeInTheDocument();
    expect(window.history.state).toEqual({ tab: 3 });
    // A replace that names no state keeps the entry's.
    act(() => navigateTo('/au/project-builder/edit?projectId=p1#rooms', { replace: true }));
    expect(screen.getByText('tab 3')).toBeInTheDocument();
  });

  it('follows a navigation it did not make: a remote’s router or Back, announced by popstate', () => {
    render(<Where />);
    act(() => {
      window.history.pushState(null, '', '/nz/warranty#cover');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('at /nz/warranty#cover')).toBeInTheDocument();
  });
});

describe('PageLink', () => {
  it('is a real link that a plain click follows without a page load', async () => {
    render(
      <>
        <PageLink to="/au/products/basins/">Basins</PageLink>
        <Where />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Basins' });
    expect(link).toHaveAttribute('href', '/au/products/basins/');
    await userEvent.click(link);
    expect(screen.getByText('at /au/products/basins/')).toBeInTheDocument();
  });

  it('leaves a new-tab click, a download and another target to the browser', () => {
    render(
      <>
        <PageLink to="/au/products/basins/">Basins</PageLink>
        <PageLink to="/au/files/sheet.pdf" download>
          Sheet
        </PageLink>
        <PageLink to="/au/warranty" target="_blank">
          Warranty
        </PageLink>
        <Where />
      </>,
    );
    const basins = screen.getByRole('link', { name: 'Basins' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      expect(leftToBrowser(basins, modifier)).toBe(true);
    }
    expect(leftToBrowser(basins, { button: 1 })).toBe(true);
    expect(leftToBrowser(screen.getByRole('link', { name: 'Sheet' }))).toBe(true);
    expect(leftToBrowser(screen.getByRole('link', { name: 'Warranty' }))).toBe(true);
    expect(screen.getByText('at /au')).toBeInTheDocument();
    expect(leftToBrowser(basins)).toBe(false);
    expect(screen.getByText('at /au/products/basins/')).toBeInTheDocument();
  });

  it('runs its own click handler first, which may keep the page where it is', async () => {
    const clicked = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <>
        <PageLink to="/au/cart" onClick={clicked}>
          Cart
        </PageLink>
        <Where />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Cart' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(screen.getByText('at /au')).toBeInTheDocument();
  });

  it('adds no history entry for a link to the page already shown', async () => {
    render(<PageLink to="/au">Home</PageLink>);
    const entries = window.history.length;
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(window.history.length).toBe(entries);
  });
});

describe('Redirect', () => {
  it('moves the page in place of the current entry, so Back does not return to it', () => {
    const entries = window.history.length;
    render(
      <>
        <Where />
        <Redirect to="/au/404" />
      </>,
    );
    expect(screen.getByText('at /au/404')).toBeInTheDocument();
    expect(window.history.length).toBe(entries);
  });
});
