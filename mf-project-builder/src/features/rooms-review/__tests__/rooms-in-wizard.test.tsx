import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBuilder } from '../../../testing/render-builder';
import { FIXTURE_USERS, seedProject, setUpProjectServer } from '../../../testing/project-server';
import { mutations } from './render-rooms-tab';

setUpProjectServer();

const tab = (name: string) => screen.getByRole('tab', { name });

function seedKitchen() {
  const project = seedProject(FIXTURE_USERS.trade, { roomLabels: ['Kitchen 1'] }, [
    { sku: 'BM-100-CP', roomName: 'Kitchen 1', quantity: 2, roomNotes: '' },
    { sku: 'OLD-999', roomName: 'Kitchen 1', quantity: 1, roomNotes: 'Matte finish' },
  ]);
  const mixer = project.lineItems.find((item) => item.sku === 'BM-100-CP')?.id ?? '';
  return { project, mixer };
}

async function openTab3(path: string) {
  const user = userEvent.setup();
  renderBuilder(path);
  if (path.includes('/edit')) {
    await screen.findByLabelText('Project name');
    await user.click(tab('View products'));
  }
  await screen.findByRole('region', { name: 'Kitchen 1' });
  return user;
}

describe('Tab 3 in the wizard', () => {
  it('Save & Continue saves the quantities and opens Preview without asking about unsaved changes', async () => {
    const { project, mixer } = seedKitchen();
    const user = await openTab3(`/au/project-builder/edit?projectId=${project.id}`);

    await user.click(
      screen.getByRole('button', { name: 'Increase the quantity of Kinnear Basin Mixer' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));

    await waitFor(() => expect(tab('Preview')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mutations()).toEqual([
      {
        projectId: project.id,
        version: 1,
        lineITemsToUpdate: [{ lineItemId: mixer, quantity: 3 }],
      },
    ]);
  });

  it('a changed quantity makes the wizard ask before another tab, and its Save and continue saves it', async () => {
    const { project, mixer } = seedKitchen();
    const user = await openTab3(`/au/project-builder/edit?projectId=${project.id}`);

    await user.click(
      screen.getByRole('button', { name: 'Decrease the quantity of Kinnear Basin Mixer' }),
    );
    await user.click(tab('Project details'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Changes are not saved. Please save or discard.');
    await user.click(within(dialog).getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(tab('Project details')).toHaveAttribute('aria-selected', 'true'));
    expect(mutations()).toEqual([
      {
        projectId: project.id,
        version: 1,
        lineITemsToUpdate: [{ lineItemId: mixer, quantity: 1 }],
      },
    ]);
  });

  it('view?projectId opens tab 3 read-only', async () => {
    const { project } = seedKitchen();
    await openTab3(`/au/project-builder/view?projectId=${project.id}`);

    expect(tab('View products')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Quantity: 2')).toBeVisible();
    expect(screen.getByText('Matte finish')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Rename Kitchen 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save & Continue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('has no serious or critical axe finding, editing a room name with an error, a note open and a dialog', async () => {
    const { default: axe } = await import('axe-core');
    const { project } = seedKitchen();
    const user = await openTab3(`/au/project-builder/edit?projectId=${project.id}`);
    const check = async () => {
      const results = await axe.run(document.body, {
        // jsdom draws nothing, so contrast cannot be measured here (the e2e axe run covers it).
        rules: { 'color-contrast': { enabled: false } },
      });
      return results.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => `${violation.id}: ${violation.nodes[0]?.html ?? ''}`);
    };

    await user.click(screen.getByRole('button', { name: 'Rename Kitchen 1' }));
    await user.clear(screen.getByRole('textbox', { name: 'New name for Kitchen 1' }));
    await user.click(screen.getByRole('button', { name: 'Save room name' }));
    await user.click(screen.getByRole('button', { name: 'Edit note for Retired Spout' }));
    expect(await check()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Kinnear Basin Mixer' }));
    await screen.findByRole('dialog');
    expect(await check()).toEqual([]);
  });
});
