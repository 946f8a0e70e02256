import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (int4): every serial id fits below it. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a JSON body. Out-of-range ids are refused here, before the database sees them. */
export const RowIdSchema = z.number().int().min(1).max(MAX_ROW_ID);

/** A row id in a path or a query string (text, read as a number). */
export const RowIdParamSchema = z.coerce.number().int().min(1).max(MAX_ROW_ID);
