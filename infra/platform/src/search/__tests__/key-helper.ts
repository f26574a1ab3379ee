import type { SecuredKeyRestrictions } from '../secured-keys';

/** The Node build of algoliasearch has generateSecuredApiKey; its combined typings omit it. */
export function withKeyHelper(client: object) {
  return client as {
    generateSecuredApiKey(options: {
      parentApiKey: string;
      restrictions?: SecuredKeyRestrictions;
    }): string;
  };
}
