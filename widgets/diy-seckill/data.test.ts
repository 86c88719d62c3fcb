import { describe, expect, it } from 'vitest';
import { runtimeWith, withNodeSources } from '../../src/sdk/testing/index.ts';
import { data } from './data.ts';
import manifest from './index.ts';

const node = { id: 'sk', type: 'diy-seckill' };
const SLOT = 'data["sk:slots"].list[0].id';

describe('diy-seckill data (what the page loads for the block)', () => {
  it('the manifest declares it', () => {
    expect(manifest.data).toBe(data);
  });

  it('today’s slots, and the goods of the slot listed first, both only while the addon is on', () => {
    expect(data({}, node)).toEqual({
      slots: { api: 'seckill.timeLists', params: {}, when: 'site.addonIsExist.seckill == 1' },
      goods: { api: 'seckill.goodsLists', params: { num: 6, seckill_time_id: `\${${SLOT}}` }, when: `site.addonIsExist.seckill == 1 && ${SLOT} > 0` },
    });
    expect(data({ sources: 'diy', goodsId: [3, 4] }, node).goods?.params).toEqual({ num: 2, goods_id_arr: '3,4', seckill_time_id: `\${${SLOT}}` });
  });

  it('hand-picked goods, none picked: the slots only', () => {
    expect(Object.keys(data({ sources: 'diy', goodsId: [] }, node))).toEqual(['slots']);
  });

  it('run by the page loader: the goods wait for the slots and carry the first slot’s id; no slot, no goods', async () => {
    const run = async (list: unknown[]) => {
      const calls: Array<[string, Record<string, unknown>]> = [];
      const schema = withNodeSources({ schemaVersion: 1, id: 'test/seckill', content: [node] }, () => manifest.data);
      const runtime = runtimeWith(schema, {
        globals: () => ({ member: null, site: { addonIsExist: { seckill: 1 } }, cart: {} }),
        answer: (api, params) => {
          calls.push([api, params]);
          return { code: 0, data: api === 'seckill.timeLists' ? { current_time: 1, list } : [] };
        },
      });
      await runtime.start();
      // The widget's sources are deferred: the page starts them once it painted.
      await runtime.startDeferred();
      return calls;
    };
    expect(await run([{ id: 5, seckill_start_time: 0, seckill_end_time: 86399 }, { id: 6 }])).toEqual([
      ['seckill.timeLists', {}],
      ['seckill.goodsLists', { num: 6, seckill_time_id: 5 }],
    ]);
    expect(await run([])).toEqual([['seckill.timeLists', {}]]);
  });

  it('nothing while the addon is off', async () => {
    const calls: string[] = [];
    const schema = withNodeSources({ schemaVersion: 1, id: 'test/seckill', content: [node] }, () => manifest.data);
    const runtime = runtimeWith(schema, {
      globals: () => ({ member: null, site: { addonIsExist: { seckill: 0 } }, cart: {} }),
      answer: (api) => {
        calls.push(api);
        return { code: 0, data: [] };
      },
    });
    await runtime.start();
    await runtime.startDeferred();
    expect(calls).toEqual([]);
    expect(runtime.store.getState().sources['sk:slots']?.status).toBe('skipped');
  });
});
