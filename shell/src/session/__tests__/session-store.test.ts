import { createEventBus } from '@specify/contracts';
import { createSessionStore } from '../session-store';

const account = {
  accountId: 'a1',
  email: 'trade@example.com',
  firstName: 'Tessa',
  companyName: 'Harbour',
  isInternalUser: false,
};

/** The whole account, as account/getAccount answers it; the session keeps a summary. */
const fullAccount = {
  ...account,
  lastName: '',
  role: '',
  phone: '',
  company_type: '',
  country: '',
  state: '',
  postal_code: '',
  customer_marketing_consent: '',
  customerType: 'EXAMPLE.COM',
  legal_entity: 'nz',
  loggedIn: true,
  addresses: [],
};

/** jsdom has no fetch: the account service's answer, as much of a Response as callAction reads. */
function answer(body: unknown, status = 200) {
  return jest.fn(
    async () => ({ ok: status < 400, status, json: async () => body }) as unknown as Response,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('session store', () => {
  it('reads the signed-in account at boot, with the market header', async () => {
    const fetchMock = answer({ loggedIn: true, account: fullAccount });
    global.fetch = fetchMock;
    const store = await createSessionStore(createEventBus(), 'nz');
    expect(store.current()).toEqual({
      status: 'authenticated',
      account: {
        accountId: 'a1',
        email: 'trade@example.com',
        firstName: 'Tessa',
        companyName: 'Harbour',
        isInternalUser: false,
      },
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/action/account/getAccount',
      expect.objectContaining({
        method: 'GET',
        headers: expect.objectContaining({ 'x-specify-market': 'nz' }),
      }),
    );
  });

  it('is a visitor when logged out or when the account service fails, and follows auth:changed', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = answer(
      { isError: true, statusCode: 500, code: 'INTERNAL', message: 'Something went wrong!' },
      500,
    );
    const bus = createEventBus();
    const store = await createSessionStore(bus, 'au');
    expect(store.current()).toEqual({ status: 'anonymous' });
    expect(warn).toHaveBeenCalledWith(
      'The session could not be read; continuing as a visitor.',
      expect.objectContaining({ code: 'INTERNAL' }),
    );
    bus.publish('auth:changed', { session: { status: 'authenticated', account } });
    expect(store.current()).toEqual({ status: 'authenticated', account });

    global.fetch = answer({ loggedIn: false });
    expect((await createSessionStore(createEventBus(), 'au')).current()).toEqual({
      status: 'anonymous',
    });
  });
});
