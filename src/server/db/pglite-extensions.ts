import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create, loaded into every PGlite this app opens (the server's
 * worker and the tests' golden database): pg_trgm for the admin search's trigram indexes (decision 124).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
