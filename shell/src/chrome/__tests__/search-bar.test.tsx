import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChromeIntl } from '../../i18n/intl';
import { SearchBar } from '../header/search-bar';

const SUGGESTIONS = ['basin mixer', 'basin mixer chrome', 'basin', 'basin waste', 'basin set', 'x'];

function renderBar() {
  const onSearch = jest.fn();
  const asked: string[] = [];
  // A suggestion source answering like the query-suggestions index: at most five.
  const suggest = async (query: string) => {
    asked.push(query);
    return SUGGESTIONS.filter((entry) => entry.startsWith(query.trim())).slice(0, 5);
  };
  render(
    <ChromeIntl market="au">
      <SearchBar suggest={suggest} onSearch={onSearch} />
    </ChromeIntl>,
  );
  return { onSearch, asked, box: screen.getByRole('combobox', { name: 'Search products' }) };
}

it('shows up to 5 suggestions while typing; arrows pick one and Enter searches for it', async () => {
  const { onSearch, box } = renderBar();
  expect(box).toHaveAttribute('aria-expanded', 'false');
  await userEvent.type(box, 'bas');
  const list = await screen.findByRole('listbox', { name: 'Suggestions' });
  await within(list).findAllByRole('option');
  expect(within(list).getAllByRole('option')).toHaveLength(5);
  expect(box).toHaveAttribute('aria-expanded', 'true');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  const second = within(list).getByRole('option', { name: 'basin mixer chrome' });
  expect(second).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', second.id);
  await userEvent.keyboard('{Enter}');
  expect(onSearch).toHaveBeenCalledWith('basin mixer chrome');
  expect(box).toHaveValue('basin mixer chrome');
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

it('Enter with no suggestion chosen searches for what was typed; a click picks a suggestion', async () => {
  const { onSearch, box } = renderBar();
  await userEvent.type(box, 'basin w');
  await screen.findByRole('option', { name: 'basin waste' });
  await userEvent.keyboard('{Enter}');
  expect(onSearch).toHaveBeenLastCalledWith('basin w');
  await userEvent.clear(box);
  await userEvent.type(box, 'basin s');
  await userEvent.click(await screen.findByRole('option', { name: 'basin set' }));
  expect(onSearch).toHaveBeenLastCalledWith('basin set');
});

it('Escape closes the list, then clears the box; an empty box never searches', async () => {
  const { onSearch, box } = renderBar();
  await userEvent.type(box, 'basin');
  await screen.findAllByRole('option');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  expect(box).toHaveValue('basin');
  await userEvent.keyboard('{Escape}');
  expect(box).toHaveValue('');
  await userEvent.keyboard('{Enter}');
  expect(onSearch).not.toHaveBeenCalled();
});
