/**
 * The renderer's page model (src/renderer/types.ts, written to read any document defensively) and
 * the types generated from the JSON Schemas (schemas/page.schema.json, node, action; `npm run gen`)
 * stay one model: every document the schemas admit is one the renderer's types describe. A schema
 * change the renderer's types do not follow fails the type-check (`npm run typecheck`).
 */
import { expectTypeOf, it } from 'vitest';
import type * as Gen from '../src/types/generated/page.ts';
import type * as GenNode from '../src/types/generated/node.ts';
import type * as GenAction from '../src/types/generated/action.ts';
import type * as R from '../src/renderer/types.ts';

it('a page, node, source and action the schemas admit is one the renderer reads', () => {
  expectTypeOf<Gen.PageSchema>().toExtend<R.PageSchema>();
  expectTypeOf<Gen.PageMeta>().toExtend<R.PageMeta>();
  expectTypeOf<Gen.DataSource>().toExtend<R.DataSource>();
  expectTypeOf<Gen.PageNode>().toExtend<R.PageNode>();
  expectTypeOf<GenNode.PageNode>().toExtend<R.PageNode>();
  expectTypeOf<Gen.EventMap>().toExtend<R.EventMap>();
  expectTypeOf<GenAction.Action>().toExtend<R.ActionSpec>();
});
