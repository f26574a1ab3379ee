import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ReleaseOverrideNotices,
  clearOverridesHref,
  type ReleaseOverrideWords,
} from '../release-overrides';

const WORDS: ReleaseOverrideWords = {
  active: (overrides) => `Overrides: ${overrides}`,
  clear: 'Clear overrides',
  refused: (message) => `Override refused: ${message}`,
  dismiss: 'Dismiss',
};

const OVERRIDES = [
  { remote: 'mf-product', version: '0.3.0-1a2b3c4d5e' },
  { remote: 'mf-content', version: '0.2.1-ffee0011' },
] as const;

it('the badge names every overridden version, and its button clears them', async () => {
  const onClear = jest.fn();
  render(<ReleaseOverrideNotices overrides={[...OVERRIDES]} words={WORDS} onClear={onClear} />);
  const badge = screen.getByRole('complementary', {
    name: 'Overrides: mf-product@0.3.0-1a2b3c4d5e, mf-content@0.2.1-ffee0011',
  });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Clear overrides' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(onClear).toHaveBeenCalledTimes(1);
  expect(badge).toBeVisible();
});

it('a refused override is an alert with its message until dismissed', async () => {
  render(<ReleaseOverrideNotices refused="mf-product@9.9.9 is not published." words={WORDS} />);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Override refused: mf-product@9.9.9 is not published.',
  );
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('a refusal beside active overrides leaves the badge when dismissed', async () => {
  render(
    <ReleaseOverrideNotices
      overrides={[OVERRIDES[0]]}
      refused="Each remote may be overridden once."
      words={WORDS}
      onClear={() => undefined}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(
    screen.getByRole('complementary', { name: 'Overrides: mf-product@0.3.0-1a2b3c4d5e' }),
  ).toBeInTheDocument();
});

it('nothing shows without overrides or a refusal', () => {
  const { container } = render(
    <ReleaseOverrideNotices overrides={[]} words={WORDS} onClear={() => undefined} />,
  );
  expect(container).toBeEmptyDOMElement();
});

it('clearing keeps the path, the other parameters and the hash, and replaces the override', () => {
  expect(
    clearOverridesHref({
      pathname: '/au/products/tapware/',
      search: '?page=2&remote-override=mf-product%400.3.0-1a2b3c&sort=name',
      hash: '#filters',
    }),
  ).toBe('/au/products/tapware/?page=2&remote-override=clear&sort=name#filters');
  expect(clearOverridesHref({ pathname: '/nz', search: '', hash: '' })).toBe(
    '/nz?remote-override=clear',
  );
});
