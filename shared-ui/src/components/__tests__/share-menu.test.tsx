import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPY_CONFIRMATION_MS, ShareMenu, shareHref } from '../share-menu';

const URL = 'https://specify.example/au/product/krome-basin-mixer-chrome-K100/';

it('copies the link and says so for 2 s', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onShare = jest.fn();
    render(<ShareMenu url={URL} title="Krome basin mixer" onShare={onShare} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    // user-event gives the page a clipboard; the link is what it now holds.
    await expect(navigator.clipboard.readText()).resolves.toBe(URL);
    expect(onShare).toHaveBeenCalledWith('copy');
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(screen.getByText('Link copied to clipboard!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Link copied to clipboard!')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('opens each network in a new tab and reports the channel', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  const onShare = jest.fn();
  render(<ShareMenu url={URL} title="Krome basin mixer" onShare={onShare} />);
  for (const [label, channel] of [
    ['Facebook', 'facebook'],
    ['Whatsapp', 'whatsapp'],
    ['Twitter', 'twitter'],
    ['Linkedin', 'linkedin'],
  ] as const) {
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await userEvent.click(screen.getByRole('menuitem', { name: label }));
    expect(open).toHaveBeenLastCalledWith(
      shareHref(channel, URL, 'Krome basin mixer'),
      '_blank',
      'noopener,noreferrer',
    );
    expect(onShare).toHaveBeenLastCalledWith(channel);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(screen.getByRole('menuitem', { name: 'Email' })).toHaveAttribute(
    'href',
    `mailto:?subject=Krome%20basin%20mixer&body=${encodeURIComponent(URL)}`,
  );
  open.mockRestore();
});
