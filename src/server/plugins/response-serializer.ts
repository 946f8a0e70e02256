import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/** Compiled serializers by response schema: a contract's schema is one object for the process. */
const serializers = new WeakMap<z.ZodType, (data: unknown) => string>();

/**
 * Writes each response with fast-json-stringify, compiled once per route (at its first response) from
 * the JSON Schema of its zod response schema — Fastify's own way of serializing. Only declared fields are written, so nothing a
 * handler leaves on an object leaks. Re-validating every response with zod took about a third of an
 * authenticated request's time, so it happens only when `checkContracts` is on (the test environment):
 * there a response that breaks its schema fails loudly instead of being written.
 */
export function createResponseSerializerCompiler(options: {
  checkContracts: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const compile = () => {
      // An app built again (tests build one per test) reuses what an earlier one compiled.
      let write = serializers.get(schema);
      if (!write) {
        write = fastJson(
          z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any' }) as object,
        );
        serializers.set(schema, write);
      }
      return write;
    };
    if (!options.checkContracts) {
      // Compiled on the route's first response, not at start: compiling all of them took most of the
      // server's time to ready (decision 132), and a route's first response pays a few milliseconds.
      let compiled: ((data: unknown) => string) | undefined;
      return (data) => (compiled ??= compile())(data);
    }
    // With checks on (the tests), every schema compiles at start, so one fast-json-stringify cannot take
    // fails the suite instead of a route's first response.
    const write = compile();
    return (data) => {
      const checked = z.safeEncode(schema, data);
      if (!checked.success) {
        throw new Error(`The response of ${method} ${url} breaks its schema: ${checked.error.message}`);
      }
      // Written exactly as in production: the check only watches.
      return write(data);
    };
  };
}
