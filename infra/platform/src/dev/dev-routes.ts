import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { readOutbox } from '../mail';

/** Development-only routes; never registered in production. */
export async function devRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.get<{ Querystring: { to?: string } }>('/dev/outbox', async (request, reply) => {
    const to = request.query.to?.trim();
    if (!to) return reply.code(400).send({ message: 'Pass the recipient as ?to=<email>.' });
    reply.header('cache-control', 'no-store');
    return { messages: await readOutbox(options.db, to) };
  });
}
