import valid from 'semver/functions/valid';
import { isRemoteName, REMOTES, type RemoteName } from '@specify/contracts';
import { RegistryError } from './registry-error';

/**
 * Names become file and folder names under the registry root, so each is checked before any path
 * is built from it: only these characters, starting with a letter or digit (so never `.` or `..`).
 */
const SAFE_NAME = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

export function assertEnvironmentName(environment: string): void {
  if (!SAFE_NAME.test(environment)) {
    throw new RegistryError(
      `"${environment}" is not an environment name: use up to 64 letters, digits, ".", "+" or "-", starting with a letter or digit.`,
    );
  }
}

export function assertRemoteName(name: string): asserts name is RemoteName {
  if (!isRemoteName(name)) {
    throw new RegistryError(`"${name}" is not a remote. The remotes are ${REMOTES.join(', ')}.`);
  }
}

/** The registry's own versions: `<package version>-<first 10 hex digits of the content hash>`. */
const MINTED_VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)-[0-9a-f]{10}$/;

/**
 * A version is canonical semver. A minted version is accepted as well because its hash, when it is
 * digits alone starting with 0, is a pre-release that strict semver refuses.
 */
export function assertVersion(version: string): void {
  const semver = SAFE_NAME.test(version) && valid(version) === version;
  if (!semver && !MINTED_VERSION.test(version)) {
    throw new RegistryError(`"${version}" is not a version: expected semver such as 0.1.0-abc123.`);
  }
}
