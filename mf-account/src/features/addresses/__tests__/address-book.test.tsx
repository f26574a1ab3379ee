import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requests, setUpAccountServer, signedInAs } from '../../../testing/account-server';
import { withAddress } from '../../../testing/account-handlers';
import { renderAt } from '../../../testing/render-account';

setUpAccountServer();

const section = () => screen.findByRole('region', { name: 'Your addresses' });

describe('My Account addresses', () => {
  it('adds an address after checking what delivery needs', async () => {
    signedInAs('trade@example.com');
    const { published } = renderAt('/au/my-account');
    const addresses = await section();
    expect(addresses).toHaveTextContent('You have no saved addresses yet.');
    await userEvent.click(within(addresses).getByRole('button', { name: 'Add an address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an address' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(requests).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Tessa');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Trade');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Street' }), 'George St');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Suburb or city' }), 'Sydney');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'State or region' }),
      'NSW',
    );
    const postcode = within(dialog).getByRole('textbox', { name: 'Postcode' });
    await userEvent.type(postcode, '20a0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(postcode).toHaveAccessibleDescription('A postcode is 4 digits.');
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '2000');
    expect(within(dialog).getByRole('textbox', { name: 'Country' })).toHaveValue('Australia');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));

    const card = await within(addresses).findByRole('listitem', { name: 'Tessa Trade' });
    expect(card).toHaveTextContent('George St');
    expect(card).toHaveTextContent('Sydney NSW 2000');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual([
      {
        name: 'account/addAddress',
        body: {
          address: expect.objectContaining({
            firstName: 'Tessa',
            postalCode: '2000',
            country: 'AU',
          }),
        },
      },
    ]);
    expect(published['analytics:event']).toEqual([{ event: 'address_add' }]);
  });

  it('edits, sets the defaults and removes after asking', async () => {
    signedInAs('trade@example.com');
    withAddress({
      firstName: 'Site',
      lastName: 'Office',
      streetName: 'Pitt St',
      city: 'Sydney',
      state: 'NSW',
      postalCode: '2000',
    });
    renderAt('/au/my-account');
    const addresses = await section();
    const card = within(addresses).getByRole('listitem', { name: 'Site Office' });

    await userEvent.click(
      within(card).getByRole('button', { name: 'Edit the address of Site Office' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    const street = within(dialog).getByRole('textbox', { name: 'Street' });
    await userEvent.clear(street);
    await userEvent.type(street, 'Kent St');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(card).toHaveTextContent('Kent St'));

    // Each button's name starts with the words it shows (WCAG 2.5.3, label in name).
    const forShipping = within(card).getByRole('button', {
      name: 'Use for shipping: the address of Site Office',
    });
    expect(forShipping).toHaveTextContent('Use for shipping');
    await userEvent.click(forShipping);
    await waitFor(() => expect(card).toHaveTextContent('Default shipping'));
    expect(
      within(card).queryByRole('button', { name: /^Use for shipping/ }),
    ).not.toBeInTheDocument();
    const forBilling = within(card).getByRole('button', {
      name: 'Use for billing: the address of Site Office',
    });
    expect(forBilling).toHaveTextContent('Use for billing');
    await userEvent.click(forBilling);
    await waitFor(() => expect(card).toHaveTextContent('Default billing'));

    await userEvent.click(
      within(card).getByRole('button', { name: 'Remove the address of Site Office' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove this address?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(
      await within(addresses).findByText('You have no saved addresses yet.'),
    ).toBeInTheDocument();
    expect(requests.map((r) => r.name)).toEqual([
      'account/updateAddress',
      'account/setDefaultShippingAddress',
      'account/setDefaultBillingAddress',
      'account/removeAddress',
    ]);
  });

  it('keeps the form as typed and shows the server message when saving fails', async () => {
    signedInAs('trade@example.com');
    withAddress({
      addressId: 'gone',
      firstName: 'Old',
      lastName: 'Site',
      streetName: 'A St',
      city: 'B',
      state: 'NSW',
      postalCode: '2000',
    });
    renderAt('/au/my-account');
    const addresses = await section();
    // The fixture forgets the address, as if another tab had removed it.
    const { session } = await import('../../../testing/account-handlers');
    if (session.account) session.account = { ...session.account, addresses: [] };
    await userEvent.click(
      within(addresses).getByRole('button', { name: 'Edit the address of Old Site' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '0400111222');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That address does not exist.',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Phone/ })).toHaveValue('0400111222');
  });
});
