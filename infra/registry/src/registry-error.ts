/** A refusal the release CLI prints as is: the message says what was wrong and what to do. */
export class RegistryError extends Error {
  override name = 'RegistryError';
}
