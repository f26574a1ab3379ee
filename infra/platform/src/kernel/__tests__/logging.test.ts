import { buildPlatform } from '../../app';
import { REDACTED, redactUrl } from '../logging';
import { logCollector } from '../../site/__tests__/site-fixture';

describe('request logs', () => {
  it('carry the request id and never a credential, in headers or in the URL', async () => {
    const log = logCollector();
    const app = await buildPlatform({ log: { level: 'info', stream: log.stream } });
    try {
      const response = await app.inject({
        url: '/healthz?x-algolia-api-key=QUERYKEY&q=taps&token=RESETTOKEN',
        headers: {
          cookie: 'specify_session=SESSIONTOKEN; specify_csrf=CSRFCOOKIE',
          authorization: 'Basic QVVUSFNFQ1JFVA==',
          'x-algolia-api-key': 'HEADERKEY',
          'x-csrf-token': 'CSRFHEADER',
          'user-agent': 'jest',
        },
      });
      const requestId = response.headers['x-request-id'];
      const incoming = log.lines.find((line) => line.msg === 'incoming request');
      expect(incoming).toMatchObject({
        reqId: requestId,
        req: {
          method: 'GET',
          url: `/healthz?x-algolia-api-key=${REDACTED}&q=taps&token=${REDACTED}`,
          headers: {
            cookie: REDACTED,
            authorization: REDACTED,
            'x-algolia-api-key': REDACTED,
            'x-csrf-token': REDACTED,
            'user-agent': 'jest',
          },
        },
      });
      expect(log.lines).toContainEqual(
        expect.objectContaining({ reqId: requestId, msg: 'request completed' }),
      );
      for (const secret of [
        'QUERYKEY',
        'RESETTOKEN',
        'SESSIONTOKEN',
        'CSRFCOOKIE',
        'QVVUSFNFQ1JFVA',
        'HEADERKEY',
        'CSRFHEADER',
      ])
        expect(log.text()).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});

describe('redactUrl', () => {
  it('hides credential parameters whatever their case or encoding, and keeps the rest', () => {
    expect(redactUrl('/1/indexes/*/queries?X-Algolia-API-Key=abc&x-algolia-agent=js')).toBe(
      `/1/indexes/*/queries?X-Algolia-API-Key=${REDACTED}&x-algolia-agent=js`,
    );
    expect(redactUrl('/au/reset?%74oken=abc')).toBe(`/au/reset?%74oken=${REDACTED}`);
    expect(redactUrl('/au/reset?token')).toBe(`/au/reset?token=${REDACTED}`);
    expect(redactUrl('/files/a.svg')).toBe('/files/a.svg');
    expect(redactUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });
});
