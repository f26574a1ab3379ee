/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://shop.example/"}
 */
import { CSRF_COOKIE, CSRF_HEADER, MARKET_HEADER } from '../common';
import { siteHeaders } from '../client';

afterEach(() => {
  for (const name of [`__Host-${CSRF_COOKIE}`, CSRF_COOKIE]) {
    document.cookie = `${name}=; Secure; Path=/; Max-Age=0`;
  }
});

it("echoes production's __Host- CSRF cookie", () => {
  document.cookie = `__Host-${CSRF_COOKIE}=host-token; Secure; Path=/`;
  expect(siteHeaders('au')).toEqual({ [MARKET_HEADER]: 'au', [CSRF_HEADER]: 'host-token' });
});

it("echoes development's plain CSRF cookie", () => {
  document.cookie = `${CSRF_COOKIE}=plain-token; Path=/`;
  expect(siteHeaders('nz')).toEqual({ [MARKET_HEADER]: 'nz', [CSRF_HEADER]: 'plain-token' });
});

it('sends no token without a CSRF cookie', () => {
  expect(siteHeaders('au')).toEqual({ [MARKET_HEADER]: 'au' });
});
