import type { Plugin } from 'vite';
import * as account from '../../src/shared/contracts/endpoints/account.ts';
import * as adminQuizzes from '../../src/shared/contracts/endpoints/admin-quizzes.ts';
import * as admin from '../../src/shared/contracts/endpoints/admin.ts';
import * as auth from '../../src/shared/contracts/endpoints/auth.ts';
import * as billing from '../../src/shared/contracts/endpoints/billing.ts';
import * as coupons from '../../src/shared/contracts/endpoints/coupons.ts';
import * as family from '../../src/shared/contracts/endpoints/family.ts';
import * as memory from '../../src/shared/contracts/endpoints/memory.ts';
import * as lessons from '../../src/shared/contracts/endpoints/lessons.ts';
import * as notebook from '../../src/shared/contracts/endpoints/notebook.ts';
import * as placement from '../../src/shared/contracts/endpoints/placement.ts';
import * as practice from '../../src/shared/contracts/endpoints/practice.ts';
import * as quizzes from '../../src/shared/contracts/endpoints/quizzes.ts';
import * as speech from '../../src/shared/contracts/endpoints/speech.ts';

/**
 * Every module of `src/shared/contracts/endpoints/` that declares endpoints with their zod schemas, by
 * file name (a test holds the folder to it). The others there (`auth-routes.ts`, zod-free; `success.ts`,
 * a schema) are built as they are.
 */
export const ENDPOINT_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'account.ts': account,
  'admin-quizzes.ts': adminQuizzes,
  'admin.ts': admin,
  'auth.ts': auth,
  'billing.ts': billing,
  'coupons.ts': coupons,
  'family.ts': family,
  'memory.ts': memory,
  'lessons.ts': lessons,
  'notebook.ts': notebook,
  'placement.ts': placement,
  'practice.ts': practice,
  'quizzes.ts': quizzes,
  'speech.ts': speech,
};

interface Route {
  method: string;
  path: string;
}

function isRoute(value: unknown): value is Route {
  if (typeof value !== 'object' || value === null) return false;
  const { method, path } = value as Partial<Route>;
  return typeof method === 'string' && typeof path === 'string';
}

function isEndpointTable(value: unknown): value is Record<string, Route> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length > 0 &&
    Object.values(value).every(isRoute)
  );
}

/**
 * The source the browser gets for an endpoints module: each endpoint table with every endpoint's method
 * and path only. Other exports (schemas the server reads) are left out, so a browser module importing
 * one fails the build instead of bringing zod back.
 */
export function routesOnlySource(module: Readonly<Record<string, unknown>>): string {
  const tables = Object.entries(module).flatMap(([name, value]) => {
    if (!isEndpointTable(value)) return [];
    const routes = Object.fromEntries(
      Object.entries(value).map(([call, { method, path }]) => [call, { method, path }]),
    );
    return [`export const ${name} = ${JSON.stringify(routes)};`];
  });
  return `${tables.join('\n')}\n`;
}

/**
 * The production browser build gets the endpoints without their schemas (docs/decisions/139): it uses
 * only each call's method and path, since answers are checked against the schemas in development and
 * tests alone. That keeps zod, and building every contract's schemas, off the signed-in pages.
 */
export function routesOnlyContracts(): Plugin {
  return {
    name: 'linguacoach-routes-only-contracts',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      const match = /[\\/]src[\\/]shared[\\/]contracts[\\/]endpoints[\\/]([\w-]+\.ts)$/.exec(
        id.split('?')[0]!,
      );
      const module = match && ENDPOINT_MODULES[match[1]!];
      return module ? routesOnlySource(module) : null;
    },
  };
}
