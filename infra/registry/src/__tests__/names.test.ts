import { assertEnvironmentName, assertRemoteName, assertVersion } from '../names';
import { RegistryError } from '../registry-error';

describe('registry names', () => {
  it.each(['local', 'staging', 'prod-au', 'v2.1', 'a+b'])('accepts the environment %s', (name) => {
    expect(() => assertEnvironmentName(name)).not.toThrow();
  });

  it.each(['', '.', '..', '../../etc', 'a/b', 'a\\b', '.hidden', 'a b', 'x'.repeat(65)])(
    'refuses the environment name %j',
    (name) => {
      expect(() => assertEnvironmentName(name)).toThrow(RegistryError);
    },
  );

  it('accepts only the known remotes', () => {
    expect(() => assertRemoteName('mf-content')).not.toThrow();
    for (const name of ['mf-nope', '../../etc', 'mf-content/..', '__proto__', '']) {
      expect(() => assertRemoteName(name)).toThrow(RegistryError);
    }
  });

  it.each(['0.1.0', '1.2.3-beta.1', '0.1.0-abc123def0', '0.1.0-0123456789', '9.9.9-nope'])(
    'accepts the version %s',
    (version) => {
      expect(() => assertVersion(version)).not.toThrow();
    },
  );

  it.each([
    '',
    '..',
    '../../etc',
    '1.0',
    'v1.0.0',
    '=1.0.0',
    '1.0.0/../x',
    '01.0.0',
    '01.0.0-abcdef0123',
    'latest',
  ])('refuses the version %j', (version) => {
    expect(() => assertVersion(version)).toThrow(RegistryError);
  });
});
