import { describe, expect, it } from 'vitest';
import { callApi, type ApiResult } from './api';

/**
 * The five answers every API route owes: success for a caller with the permission,
 * 401 without a token, 403 for a role without the permission, 404 for a missing id, 400 with
 * field errors for bad input. A route declares what applies; each applicable answer is one test.
 * Everything is a thunk: fixtures are made in the file's beforeAll, after the tables are built.
 * The refusals run first, so a route that consumes its target (DELETE) is refused before it
 * succeeds.
 */
export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The request that succeeds. */
  path: () => string;
  body?: () => unknown;
  /** Who succeeds (a name for the test title) and with which token. */
  allowed: { who: string; token: () => string | undefined };
  status?: number;
  check?: (result: ApiResult<Record<string, unknown>>) => void | Promise<void>;
  /** Public routes answer anonymous callers: no 401 case. */
  isPublic?: boolean;
  /** A signed-in role the route refuses with 403 (for the same request unless `path` says). */
  forbidden?: { who: string; token: () => string | undefined; path?: () => string };
  /** The same request naming a missing id: 404. */
  missingPath?: () => string;
  /** Bad input: 400 with this field among the field errors. */
  invalid?: { path?: () => string; body?: () => unknown; field: string };
}

type Body = Record<string, unknown>;

function send(
  contract: RouteContract,
  overrides: { path?: string; body?: unknown; token?: string },
) {
  const body = 'body' in overrides ? overrides.body : contract.body?.();
  return callApi<Body>(overrides.path ?? contract.path(), {
    method: contract.method,
    token: overrides.token,
    body: contract.method === 'GET' ? undefined : body,
  });
}

function expectError(result: ApiResult<Body>, status: number) {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  expect(result.body.status).toBe(status);
  expect(typeof result.body.message).toBe('string');
  expect(String(result.body.message).length).toBeGreaterThan(0);
}

/** One describe per route, named after the route, one test per answer. */
export function describeRoute(name: string, contract: RouteContract) {
  describe(name, () => {
    if (!contract.isPublic) {
      it('answers 401 without a token', async () => {
        expectError(await send(contract, {}), 401);
      });
    }

    const forbidden = contract.forbidden;
    if (forbidden) {
      it(`answers 403 for ${forbidden.who}`, async () => {
        const result = await send(contract, { path: forbidden.path?.(), token: forbidden.token() });
        expectError(result, 403);
      });
    }

    const missingPath = contract.missingPath;
    if (missingPath) {
      it('answers 404 for a missing id', async () => {
        const result = await send(contract, {
          path: missingPath(),
          token: contract.allowed.token(),
        });
        expectError(result, 404);
      });
    }

    const invalid = contract.invalid;
    if (invalid) {
      it(`answers 400 with a field error on ${invalid.field}`, async () => {
        const result = await send(contract, {
          path: invalid.path?.(),
          ...(invalid.body ? { body: invalid.body() } : {}),
          token: contract.allowed.token(),
        });
        expectError(result, 400);
        expect(Object.keys((result.body.errors ?? {}) as Body)).toContain(invalid.field);
      });
    }

    it(`succeeds for ${contract.allowed.who}`, async () => {
      const result = await send(contract, { token: contract.allowed.token() });
      const expected = contract.status ?? (contract.method === 'POST' ? 201 : 200);
      expect(result.status, JSON.stringify(result.body)).toBe(expected);
      await contract.check?.(result);
    });
  });
}
