import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { twoRoomProject } from '../../../testing/export-fixtures';
import { exportServer, setUpExportServer } from '../../../testing/export-server';
import { captureSaves, renderExports } from './render-exports';

setUpExportServer();
captureSaves();

async function seriousFindings(root: HTMLElement) {
  const { default: axe } = await import('axe-core');
  const results = await axe.run(root, {
    // jsdom draws nothing, so contrast cannot be measured here (the e2e axe run covers it).
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => violation.id);
}

describe('the exports, for everyone', () => {
  it('have no serious or critical axe finding, with a PDF failure showing', async () => {
    exportServer.use(
      http.post(
        '/:market/api/pdf-my-project-html/',
        () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderExports(twoRoomProject());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = within(screen.getByRole('banner')).getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Failed to generate PDF'));
    expect(await seriousFindings(document.body)).toEqual([]);
  });

  it('have none while the BIM files download behind their dialog, which holds focus', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    exportServer.use(
      http.get('/files/bim/*', async () => {
        await gate;
        return HttpResponse.text('file');
      }),
    );
    renderExports(twoRoomProject());
    await userEvent.click(screen.getByRole('button', { name: 'Download all BIM files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download all BIM files' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(await seriousFindings(document.body)).toEqual([]);
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
