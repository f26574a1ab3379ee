import {
  ANONYMOUS_TOKEN_KEY,
  LAST_QUERY_ID_KEY,
  anonymousToken,
  lastQueryId,
  rememberQueryId,
} from '../model/insights-storage';

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

it("makes a visitor's anonymous token once and keeps it", () => {
  const token = anonymousToken();
  expect(token).toMatch(/^anonymous-[0-9a-f-]{36}$/);
  expect(window.localStorage.getItem(ANONYMOUS_TOKEN_KEY)).toBe(token);
  expect(anonymousToken()).toBe(token);
});

it('remembers the last query id, and keeps it when a search has none', () => {
  expect(lastQueryId()).toBeUndefined();
  rememberQueryId('0123456789abcdef0123456789abcdef');
  rememberQueryId(undefined);
  expect(lastQueryId()).toBe('0123456789abcdef0123456789abcdef');
  expect(window.localStorage.getItem(LAST_QUERY_ID_KEY)).toBe('0123456789abcdef0123456789abcdef');
});

it('still answers a token when local storage is blocked', () => {
  jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  expect(anonymousToken()).toMatch(/^anonymous-/);
  rememberQueryId('0123456789abcdef0123456789abcdef');
  expect(lastQueryId()).toBeUndefined();
});
