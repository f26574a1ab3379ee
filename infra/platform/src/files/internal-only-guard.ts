import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../kernel/services';
import { SessionHandle } from '../kernel/session';
import { internalOnlyFiles } from '../catalogue';
import type { FileRoutesOptions } from './file-routes';

/** The internal-only file set, kept in step with the catalogue, and the session check for it. */
export async function internalOnlyFileGuard(
  services: Services,
): Promise<NonNullable<FileRoutesOptions['internalOnly']>> {
  /** undefined after a failed read: every file counts as internal-only until a read succeeds. */
  let files: Set<string> | undefined = internalOnlyFiles(await services.catalogue.allProducts());
  let reading = false;
  // A read that fails (the database away) is logged and must not end the process.
  const read = () => {
    reading = true;
    void services.catalogue
      .allProducts()
      .then(
        (products) => {
          files = internalOnlyFiles(products);
        },
        (error: unknown) => {
          files = undefined;
          console.error('SPEC-FILES-001 the internal-only file list could not be read', error);
        },
      )
      .finally(() => {
        reading = false;
      });
  };
  services.catalogue.onChange(read);
  return {
    has: (path) => {
      if (files) return files.has(path);
      if (!reading) read();
      return true;
    },
    viewerIsInternal: (request: FastifyRequest, reply: FastifyReply) =>
      new SessionHandle(services.db, request, reply, services.now).isInternalUser(),
  };
}
