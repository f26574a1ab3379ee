import { createEventBus } from '@specify/contracts';
import { SESSION_TIMEOUT_MS, readSessionAtBoot } from '../session-store';

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

/** An answer the test releases when it wants, to see the session before and after it. */
function held(body: unknown) {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = jest.fn(async () => {
    await gate;
    return { ok: true, status: 200, json: async () => body } as unknown as Response;
  });
  return { fetchMock, release };
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('session store', () => {
  it('reads the signed-in account at boot, with the market header', async () => {
    const fetchMock = answer({ loggedIn: true, account: fullAccount });
    global.fetch = fetchMock;
    const store = readSessionAtBoot(createEventBus(), 'nz');
    await store.settled;
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
    expect(store.snapshot().known).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      '/action/account/getAccount',
      expect.objectContaining({
        method: 'GET',
        headers: expect.objectContaining({ 'x-specify-market': 'nz' }),
      }),
    );
  });

  it('is a visitor until the account service answers, and tells its subscribers when it does', async () => {
    const { fetchMock, release } = held({ loggedIn: true, account: fullAccount });
    global.fetch = fetchMock;
    const store = readSessionAtBoot(createEventBus(), 'au');
    const heard = jest.fn();
    store.subscribe(heard);
    expect(store.snapshot()).toEqual({ session: { status: 'anonymous' }, known: false });
    release();
    await store.settled;
    expect(store.snapshot()).toEqual({
      session: expect.objectContaining({ status: 'authenticated' }),
      known: true,
    });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('settles for a visitor when the account service does not answer in time', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = held({ loggedIn: true, account: fullAccount }).fetchMock;
    const store = readSessionAtBoot(createEventBus(), 'au');
    jest.advanceTimersByTime(SESSION_TIMEOUT_MS);
    await store.settled;
    expect(store.snapshot()).toEqual({ session: { status: 'anonymous' }, known: true });
    expect(warn).toHaveBeenCalledWith(
      'The session could not be read; continuing as a visitor.',
      expect.objectContaining({ code: 'TIMEOUT' }),
    );
  });

  it('is a visitor when logged out or when the account service fails, and follows auth:changed', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = answer(
      { isError: true, statusCode: 500, code: 'INTERNAL', message: 'Something went wrong!' },
      500,
    );
    const bus = createEventBus();
    const store = readSessionAtBoot(bus, 'au');
    await store.settled;
    expect(store.current()).toEqual({ status: 'anonymous' });
    expect(warn).toHaveBeenCalledWith(
      'The session could not be read; continuing as a visitor.',
      expect.objectContaining({ code: 'INTERNAL' }),
    );
    bus.publish('auth:changed', { session: { status: 'authenticated', account } });
    expect(store.current()).toEqual({ status: 'authenticated', account });

    global.fetch = answer({ loggedIn: false });
    const loggedOut = readSessionAtBoot(createEventBus(), 'au');
    await loggedOut.settled;
    expect(loggedOut.current()).toEqual({ status: 'anonymous' });
  });

  it('keeps a sign-in that happened before the boot read answered', async () => {
    const { fetchMock, release } = held({ loggedIn: false });
    global.fetch = fetchMock;
    const bus = createEventBus();
    const store = readSessionAtBoot(bus, 'au');
    bus.publish('auth:changed', { session: { status: 'authenticated', account } });
    release();
    await store.settled;
    expect(store.current()).toEqual({ status: 'authenticated', account });
  });
});
