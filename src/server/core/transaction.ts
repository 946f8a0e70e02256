import type { Db } from '../db/client.ts';

/** The handle drizzle gives a transaction's callback. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a query may run: the database itself or an open transaction. */
export type Executor = Db | Transaction;
