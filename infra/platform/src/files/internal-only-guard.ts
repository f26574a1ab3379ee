import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { SessionHandle } from '../actions/session';
import { internalOnlyFiles } from '../catalogue/internal-files';
import type { FileRoutesOptions } from './file-routes';

/** The internal-only file set, kept in step with the catalogue, and the session check for it. */
export async function internalOnlyFileGuard(
  services: Services,
): Promise<NonNullable<FileRoutesOptions['internalOnly']>> {
  let files = internalOnlyFiles(await services.catalogue.allProducts());
  services.catalogue.onChange(() => {
    void services.catalogue.allProducts().then((products) => {
      files = internalOnlyFiles(products);
    });
  });
  return {
    has: (path) => files.has(path),
    viewerIsInternal: (request: FastifyRequest, reply: FastifyReply) =>
      new SessionHandle(services.db, request, reply, services.now).isInternalUser(),
  };
}
