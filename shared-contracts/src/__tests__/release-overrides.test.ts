import { describeRemoteOverrides, parseRuntimeConfig } from '@specify/contracts';
import { parseRemoteOverrideParam } from '@specify/contracts/release/overrides';
import { remoteEventsBatchSchema } from '@specify/contracts/release/telemetry';
import * as v from 'valibot';

describe('parseRemoteOverrideParam', () => {
  it('reads one or several remote@version pairs', () => {
    expect(parseRemoteOverrideParam('mf-product@0.3.0-0a1b2c3d4e')).toEqual({
      kind: 'set',
      overrides: [{ remote: 'mf-product', version: '0.3.0-0a1b2c3d4e' }],
    });
    expect(parseRemoteOverrideParam(' mf-product@1.0.0, mf-content@0.2.1-0123456789 ')).toEqual({
      kind: 'set',
      overrides: [
        { remote: 'mf-product', version: '1.0.0' },
        { remote: 'mf-content', version: '0.2.1-0123456789' },
      ],
    });
  });

  it('reads clear', () => {
    expect(parseRemoteOverrideParam('clear')).toEqual({ kind: 'clear' });
  });

  it.each([
    ['', /Overrides are written/],
    ['mf-nope@1.0.0', /^The first override names no remote/],
    ['mf-product', /^The first override gives no version of mf-product/],
    ['mf-product@latest', /^The first override gives no version/],
    ['mf-product@../../etc', /^The first override gives no version/],
    ['mf-product@1.0.0,mf-content@x', /^The second override gives no version of mf-content/],
    ['mf-product@1.0.0,mf-product@1.0.1', /overridden once/],
    [`mf-product@1.0.0-${'a'.repeat(400)}`, /Overrides are written/],
  ])('refuses %j with a message for QA', (value, message) => {
    const result = parseRemoteOverrideParam(value);
    expect(result.kind).toBe('invalid');
    expect(result.kind === 'invalid' && result.message).toMatch(message);
  });

  it.each([
    'Your-account-is-locked-call-0800-000-000@1.0.0',
    'mf-product@Your account is locked, call 0800 000 000',
  ])('never repeats the text of a link in its message: %j', (value) => {
    const result = parseRemoteOverrideParam(value);
    const message = result.kind === 'invalid' ? result.message : '';
    expect(message).not.toMatch(/locked/i);
  });
});

describe('overrides in the runtime config', () => {
  const base = { environment: 'local', remotes: {} };

  it('carries the active overrides and a refusal message', () => {
    const config = parseRuntimeConfig({
      ...base,
      overrides: [{ remote: 'mf-product', version: '1.0.0' }],
      overrideRefused: 'mf-content@9.9.9 is not published.',
    });
    expect(describeRemoteOverrides(config.overrides ?? [])).toBe('mf-product@1.0.0');
    expect(config.overrideRefused).toBe('mf-content@9.9.9 is not published.');
  });

  it('refuses two overrides of one remote', () => {
    expect(() =>
      parseRuntimeConfig({
        ...base,
        overrides: [
          { remote: 'mf-product', version: '1.0.0' },
          { remote: 'mf-product', version: '1.0.1' },
        ],
      }),
    ).toThrow(/overrides/);
  });
});

describe('remote telemetry batches', () => {
  const event = { remote: 'mf-content', version: '1.0.0', outcome: 'failed', mountMs: 40 };
  const token = 'page-token.signature';

  it("accept bounded events with a stable code and the page's token", () => {
    expect(
      v.is(remoteEventsBatchSchema, { token, events: [{ ...event, code: 'RUNTIME-008' }] }),
    ).toBe(true);
  });

  it.each([
    ['no token', { events: [event] }],
    ['a token over 512 characters', { token: 'x'.repeat(513), events: [event] }],
    ['no events', { token, events: [] }],
    ['too many events', { token, events: Array.from({ length: 21 }, () => event) }],
    ['free text as the code', { token, events: [{ ...event, code: 'TypeError: x is undefined' }] }],
    ['an unknown remote', { token, events: [{ ...event, remote: 'mf-x' }] }],
    ['a negative time', { token, events: [{ ...event, mountMs: -1 }] }],
  ])('refuse %s', (_name, batch) => {
    expect(v.is(remoteEventsBatchSchema, batch)).toBe(false);
  });
});
