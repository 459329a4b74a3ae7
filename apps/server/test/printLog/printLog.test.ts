import { describe, expect, it } from 'vitest';
import { ownerAndRival } from '../support/ownerAndRival.ts';
import { MINIMAL_TEMPLATE } from '../support/actors.ts';
import { ssoLogin } from '../support/testApp.ts';

const { ctx, post, get } = ownerAndRival();
const job = (over: object = {}) => ({
  templateName: '拿货标签',
  kind: 'pickup-60x40',
  mode: 'lodop-raster',
  printer: 'Gprinter GP-1324D',
  labels: 3,
  failed: 1,
  result: 'PARTIAL',
  error: '第3张：打印机脱机或缺纸',
  template: MINIMAL_TEMPLATE,
  rows: [{ SHOP_ORDER_NO: 'A1' }, { SHOP_ORDER_NO: 'A2' }, { SHOP_ORDER_NO: 'A3' }],
  ...over,
});

describe('the print log', () => {
  it('keeps what was printed, by whom, where and how it went, newest first, with what to reprint', async () => {
    const first = await post(ctx.owner, '/api/b2/print/jobs', job());
    expect(first).toMatchObject({ errorCode: 0, data: { printedBy: 'purchaser', result: 'PARTIAL', labels: 3, failed: 1 } });
    await post(ctx.owner, '/api/b2/print/jobs', job({ result: 'PRINTED', failed: 0, error: undefined, labels: 1, rows: [{ SHOP_ORDER_NO: 'B1' }] }));
    const page = await post(ctx.owner, '/api/b2/print/jobs/page', { pageNum: 1, pageSize: 20 });
    expect(page.data.total).toBe(2);
    expect(page.data.list.map((j: { labels: number }) => j.labels)).toEqual([1, 3]);
    const detail = await get(ctx.owner, `/api/b2/print/jobs/${first.data.id}`);
    expect(detail.data.rows).toEqual([{ SHOP_ORDER_NO: 'A1' }, { SHOP_ORDER_NO: 'A2' }, { SHOP_ORDER_NO: 'A3' }]);
    expect(detail.data.template.elements[0].content).toBe('{{SHOP_ORDER_NO}}');
  });

  it('is the tenant’s alone, and refuses a template of another tenant or a broken one', async () => {
    const mine = await post(ctx.owner, '/api/b2/print/jobs', job());
    expect((await get(ctx.rival, `/api/b2/print/jobs/${mine.data.id}`)).errorCode).toBe(40400);
    expect((await post(await ssoLogin(ctx.t.app, 'seller', 'seller123'), '/api/b2/print/jobs/page', {})).data.list).toEqual([]);
    const ownTemplate = await post(ctx.owner, '/api/b2/label/templates', { kind: 'custom', name: '私有', body: MINIMAL_TEMPLATE });
    expect((await post(ctx.rival, '/api/b2/print/jobs', job({ templateId: ownTemplate.data.id }))).errorCode).toBe(40400);
    const broken = await post(ctx.owner, '/api/b2/print/jobs', job({ template: { name: 'x' } }));
    expect(broken.errorCode).toBe(40000);
    expect(broken.errorMsg).toMatch(/^模板内容不正确/);
  });
});
