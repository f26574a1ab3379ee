import type { FastifyInstance } from 'fastify';
import type { Services } from '../kernel/services';
import { skuListExampleRoutes } from './sku-list-example-route';
import { uploadExcelRoutes } from './upload-excel-route';

export interface ProjectRoutesOptions {
  services: Services;
  /** How long an upload's body may take to arrive (SERVER_TIMEOUTS.uploadBodyMs). */
  uploadBodyMs: number;
}

/** The project builder's calls that are not actions: the SKU list example and its upload. */
export async function projectRoutes(app: FastifyInstance, options: ProjectRoutesOptions) {
  await app.register(skuListExampleRoutes, { services: options.services });
  await app.register(uploadExcelRoutes, {
    services: options.services,
    bodyDeadlineMs: options.uploadBodyMs,
  });
}
