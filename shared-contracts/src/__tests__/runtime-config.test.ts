import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRuntimeConfig } from '../runtime-config';
import { CONTRACTS_VERSION } from '../version';
import { isSpecifyError } from '../errors';

describe('runtime config', () => {
  it('parses a valid config and fills defaults', () => {
    const config = parseRuntimeConfig({
      environment: 'local',
      remotes: {
        'mf-content': {
          version: '0.1.0-abc',
          manifest: '/remotes/mf-content/0.1.0-abc/mf-manifest.json',
          contracts: '^0.1.0',
          ui: '^0.1.0',
        },
      },
    });
    expect(config.loadTimeoutMs).toBe(5000);
    expect(config.remotes['mf-content']?.version).toBe('0.1.0-abc');
  });

  it('fails loudly naming the bad keys', () => {
    let error: unknown;
    try {
      parseRuntimeConfig({ environment: '', remotes: { 'mf-content': { version: 1 } } });
    } catch (caught) {
      error = caught;
    }
    expect(isSpecifyError(error) && error.code).toBe('SPEC-CONFIG-001');
    expect(String(error)).toContain('environment');
    expect(String(error)).toContain('remotes.mf-content.version');
  });

  it('has no configurator script by default and takes only an https one', () => {
    expect(parseRuntimeConfig({ environment: 'local', remotes: {} }).configuratorScriptUrl).toBe(
      undefined,
    );
    const url = 'https://configurator.example/loader.js';
    expect(
      parseRuntimeConfig({ environment: 'local', remotes: {}, configuratorScriptUrl: url })
        .configuratorScriptUrl,
    ).toBe(url);
    for (const bad of ['http://configurator.example/a.js', 'javascript:alert(1)'])
      expect(() =>
        parseRuntimeConfig({ environment: 'local', remotes: {}, configuratorScriptUrl: bad }),
      ).toThrow('configuratorScriptUrl');
  });
});

describe('contracts version', () => {
  it('matches package.json, so remotes record the range they were really built against', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as {
      version: string;
    };
    expect(CONTRACTS_VERSION).toBe(pkg.version);
  });
});
