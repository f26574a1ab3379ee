/**
 * Every setting production requires, with values of the right shape: the one list the tests that
 * start or parse a production platform share, so a newly required setting is added once.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://specify.example.com',
  SEARCH_API_KEY: 's'.repeat(32),
  CHECKOUT_TOKEN_SECRET: 'c'.repeat(32),
  WIDGET_TOKEN_SECRET: 'w'.repeat(32),
  RELEASE_COOKIE_SECRET: 'r'.repeat(32),
  CAPTCHA_SECRET: 'a'.repeat(32),
} as const;
