import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLACEHOLDER_IMAGE } from '@specify/ui';
import { FIXTURE_USERS, seedProject, setUpProjectServer } from '../../../testing/project-server';
import { renderRoomsTab } from './render-rooms-tab';

setUpProjectServer();

const line = (sku: string, roomName: string, quantity = 1, roomNotes = '') => ({
  sku,
  roomName,
  quantity,
  roomNotes,
});

describe('Tab 3, View products', () => {
  it('lists each room with its items: image, name linking to the product, code, colour, price, quantity and note', () => {
    const seeded = seedProject(
      FIXTURE_USERS.trade,
      { roomLabels: ['Kitchen 1', 'Main Bathroom 1', 'Laundry 1'] },
      [
        line('BM-100-CP', 'Kitchen 1', 2, 'Left of the window'),
        line('TS-200-WH', 'Main Bathroom 1', 1),
      ],
    );
    // The first item has a photo; the second has none and shows the placeholder.
    const project = {
      ...seeded,
      roomGroups: seeded.roomGroups.map((group) => ({
        ...group,
        items: group.items.map((item) =>
          item.sku === 'BM-100-CP' && item.variant
            ? { ...item, variant: { ...item.variant, images: ['https://images.test/bm-100.jpg'] } }
            : item,
        ),
      })),
    };
    renderRoomsTab(project);

    expect(screen.getByRole('heading', { level: 2, name: 'Harbour House' })).toBeInTheDocument();
    const kitchen = screen.getByRole('region', { name: 'Kitchen 1' });
    expect(within(kitchen).getByRole('heading', { level: 3, name: 'Kitchen 1' })).toBeVisible();
    expect(within(kitchen).getByText('1 product')).toBeInTheDocument();
    expect(within(kitchen).getByRole('link', { name: 'Kinnear Basin Mixer' })).toHaveAttribute(
      'href',
      '/au/product/kinnear-basin-mixer-chrome-BM-100-CP/',
    );
    expect(within(kitchen).getByText('Code: BM-100-CP · Colour: Chrome')).toBeInTheDocument();
    expect(within(kitchen).getByText('$349.00')).toBeInTheDocument();
    expect(
      within(kitchen).getByRole('textbox', { name: 'Quantity of Kinnear Basin Mixer' }),
    ).toHaveValue('2');
    expect(within(kitchen).getByText('Left of the window')).toBeInTheDocument();
    expect(within(kitchen).getByRole('presentation')).toHaveAttribute(
      'src',
      'https://images.test/bm-100.jpg',
    );

    const bathroom = screen.getByRole('region', { name: 'Main Bathroom 1' });
    expect(within(bathroom).getByRole('link', { name: 'Harbour Toilet Suite' })).toBeVisible();
    expect(within(bathroom).getByText('$899.00')).toBeInTheDocument();
    expect(within(bathroom).getByRole('presentation')).toHaveAttribute('src', PLACEHOLDER_IMAGE);

    // A room without products is not listed.
    expect(screen.queryByRole('region', { name: 'Laundry 1' })).not.toBeInTheDocument();
  });

  it('says when a product may no longer be available and offers alternatives on the products step', async () => {
    const project = seedProject(FIXTURE_USERS.trade, {}, [
      line('OLD-999', 'Kitchen 1', 3),
      line('BM-100-CP', 'Kitchen 1', 1),
    ]);
    const { goToTab } = renderRoomsTab(project);

    expect(
      screen.getByText('This product you have selected may no longer be available.'),
    ).toBeVisible();
    expect(screen.getAllByText(/may no longer be available/)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Retired Spout' })).not.toBeInTheDocument();
    expect(screen.getByText('Retired Spout')).toBeVisible();
    // Its quantity cannot be changed.
    expect(screen.getByRole('textbox', { name: 'Quantity of Retired Spout' })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Increase the quantity of Retired Spout' }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Decrease the quantity of Retired Spout' }),
    ).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Quantity of Kinnear Basin Mixer' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'View recommended alternatives' }));
    expect(goToTab).toHaveBeenCalledWith(2);
  });

  it('tells an empty project to add products, and Add products goes to the products step', async () => {
    const project = seedProject(FIXTURE_USERS.trade, { roomLabels: ['Kitchen 1'] });
    const { goToTab } = renderRoomsTab(project);

    expect(screen.getByText('You have not added any products to this project yet.')).toBeVisible();
    expect(
      screen.getByText('Browse the website to start adding products to a project.'),
    ).toBeVisible();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save & Continue' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add products' }));
    expect(goToTab).toHaveBeenCalledWith(2);
  });

  it('in view mode shows the rooms, quantities and notes without a single editing control', async () => {
    const project = seedProject(FIXTURE_USERS.trade, {}, [
      line('BM-100-CP', 'Kitchen 1', 2, 'Left of the window'),
      line('TS-200-WH', 'Kitchen 1', 1),
      line('OLD-999', 'Kitchen 1', 1),
    ]);
    const { goToTab } = renderRoomsTab(project, { readOnly: true });

    const kitchen = screen.getByRole('region', { name: 'Kitchen 1' });
    expect(within(kitchen).getByRole('link', { name: 'Kinnear Basin Mixer' })).toBeVisible();
    expect(within(kitchen).getByText('Quantity: 2')).toBeVisible();
    expect(within(kitchen).getByText('Left of the window')).toBeVisible();
    // The one button left changes nothing: it goes to the products step.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'View recommended alternatives',
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save & Continue' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View recommended alternatives' }));
    expect(goToTab).toHaveBeenCalledWith(2);
  });
});
