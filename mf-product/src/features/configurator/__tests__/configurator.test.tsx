import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderProductAt } from '../../../testing/render-product';
import { setUpProductServer } from '../../../testing/product-server';
import { LUNA_PATH } from '../../../testing/product-fixtures';

setUpProductServer();

const LUNA_URL = `/au/product/${LUNA_PATH}/`;
const SCRIPT_URL = 'https://configurator.example/loader.js';
const configuratorScripts = () =>
  Array.from(document.querySelectorAll('script')).filter((script) => script.src === SCRIPT_URL);

async function chooseMatteBlack() {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Luna Basin Mixer' });
  const top = within(heading.closest('header')!);
  await userEvent.selectOptions(top.getByLabelText('Colour / finish'), 'Matte Black (12342MBLF)');
  await top.findByText('Item code 12342MBLF');
}

afterEach(() => document.head.querySelectorAll('script').forEach((script) => script.remove()));

describe('the configurator hook (storefront §7)', () => {
  it('tells which variant is shown, on arrival and when the visitor changes it', async () => {
    const { published } = renderProductAt(LUNA_URL);
    await chooseMatteBlack();
    expect(published['product:variant-changed']).toEqual([
      { sku: 'LU1234-1' },
      { sku: 'LU1234-2' },
    ]);
  });

  it('loads no script when none is configured', async () => {
    renderProductAt(LUNA_URL);
    await chooseMatteBlack();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads the configured script once, however often the variant changes', async () => {
    renderProductAt(LUNA_URL, undefined, { configuratorScriptUrl: SCRIPT_URL });
    await chooseMatteBlack();
    expect(configuratorScripts()).toHaveLength(1);
    expect(configuratorScripts()[0]?.async).toBe(true);
  });
});
