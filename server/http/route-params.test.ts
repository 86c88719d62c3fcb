/**
 * Route params typed from their schema name (server/http/routes.ts): a route that names its
 * request shape ("address#/$defs/AddressIdRequest", or a module's `P('…')` from `schemaRef`) and
 * gives no type argument reads `ctx.params` as the shape's generated type (`npm run gen`). Checked
 * by the type-check (`npm run typecheck`): a schema name that drifts from its generated type, or a
 * router that stops inferring it, fails there.
 */
import { expect, expectTypeOf, it } from 'vitest';
import { defineRoutes, schemaRef, type ParamsOf, type ParamsRef } from './routes.ts';
import type { AddressIdRequest, AddressPageRequest } from '../../src/types/generated/api/address.ts';
import type { ModifySexRequest } from '../../src/types/generated/api/member.ts';

it('a schema name stands for its generated type, and only names schemas/api has are names', () => {
  expectTypeOf<ParamsOf<'address#/$defs/AddressIdRequest'>>().toEqualTypeOf<AddressIdRequest>();
  expectTypeOf<'address#/$defs/AddressIdRequest'>().toExtend<ParamsRef>();
  expectTypeOf<'address#/$defs/NoSuchRequest'>().not.toExtend<ParamsRef>();
  const P = schemaRef('member');
  expect(P('ModifySexRequest')).toBe('member#/$defs/ModifySexRequest');
  expectTypeOf(P('ModifySexRequest')).toEqualTypeOf<'member#/$defs/ModifySexRequest'>();
});

it("a route's handler reads ctx.params as the named shape", () => {
  const seen: string[] = [];
  const mod = defineRoutes('typed', (api) => {
    api.route('/api/x/page', { params: 'address#/$defs/AddressPageRequest' }, (ctx) => {
      expectTypeOf(ctx.params).toEqualTypeOf<AddressPageRequest>();
      seen.push('page');
    });
    api.route('/api/x/sex', { auth: 'required', params: schemaRef('member')('ModifySexRequest') }, (ctx) => {
      expectTypeOf(ctx.params).toEqualTypeOf<ModifySexRequest>();
      expectTypeOf(ctx.member.member_id).toEqualTypeOf<number>();
    });
  });
  expect(mod.routes.map((r) => r.options.params)).toEqual(['address#/$defs/AddressPageRequest', 'member#/$defs/ModifySexRequest']);
});
