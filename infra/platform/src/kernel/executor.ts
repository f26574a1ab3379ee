import type { Database } from '../db/client';

/** The open transaction a `db.transaction(async (tx) => …)` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a query runs on: the database itself, or a transaction a caller already holds. */
export type Executor = Database | Transaction;
