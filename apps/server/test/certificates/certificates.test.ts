import { describe, expect, it } from 'vitest';
import { ownerAndRival } from '../support/ownerAndRival.ts';

const { ctx, post, get } = ownerAndRival();
// a 1×1 white PNG
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAG7buVgAAAABJRU5ErkJggg==';
const base = { brand: '衣衫汇', categoryName: '针织连衣裙', artNo: 'L6021', fabricComposition: '棉 65% 聚酯纤维 35%' };

describe('自定义合格证', () => {
  it('keeps the fields with defaults, two washed labels and the copies; found by 货号; edited; deleted', async () => {
    const created = await post(ctx.owner, '/api/b2/certificates', {
      ...base,
      washedLabelList: [
        { image: PNG, zhDesc: '30℃水洗' },
        { image: PNG, zhDesc: '不可漂白' },
      ],
      quantity: 3,
    });
    expect(created).toMatchObject({ errorCode: 0, data: { title: '合格证', productLevel: '合格品', quantity: 3 } });
    expect(created.data.washedLabelList).toHaveLength(2);
    await post(ctx.owner, '/api/b2/certificates', { ...base, artNo: 'K100', brand: '别的品牌' });

    const found = await post(ctx.owner, '/api/b2/certificates/page', { keyword: 'l60' });
    expect(found.data.list.map((c: { artNo: string }) => c.artNo)).toEqual(['L6021']);
    expect(found.data.list[0].washedLabels).toBe(2);
    // a LIKE wildcard is a character, not a pattern
    expect((await post(ctx.owner, '/api/b2/certificates/page', { keyword: '%' })).data.total).toBe(0);

    const updated = await post(ctx.owner, '/api/b2/certificates/update', { id: created.data.id, ...base, specification: '165/88A', quantity: 5 });
    expect(updated.data).toMatchObject({ specification: '165/88A', quantity: 5, washedLabelList: [] });
    expect((await get(ctx.owner, `/api/b2/certificates/${created.data.id}`)).data.quantity).toBe(5);

    expect((await get(ctx.rival, `/api/b2/certificates/${created.data.id}`)).errorCode).toBe(40400);
    expect((await post(ctx.owner, `/api/b2/certificates/delete/${created.data.id}`, {})).errorCode).toBe(0);
    expect((await get(ctx.owner, `/api/b2/certificates/${created.data.id}`)).errorCode).toBe(40400);
  });

  it('one certificate per 货号 (in any case): a second is 40900 on the field, on create and on edit', async () => {
    const first = await post(ctx.owner, '/api/b2/certificates', { ...base, artNo: 'D-77' });
    expect(first.errorCode).toBe(0);
    const again = await post(ctx.owner, '/api/b2/certificates', { ...base, artNo: 'd-77' });
    expect(again).toMatchObject({ errorCode: 40900, errorMsg: '货号 d-77 已有合格证，请直接编辑它', data: { field: 'artNo' } });
    const other = await post(ctx.owner, '/api/b2/certificates', { ...base, artNo: 'D-78' });
    const renamed = await post(ctx.owner, '/api/b2/certificates/update', { id: other.data.id, ...base, artNo: 'D-77' });
    expect(renamed).toMatchObject({ errorCode: 40900, data: { field: 'artNo' } });
    // Another tenant may use the 货号; a deleted certificate frees it.
    expect((await post(ctx.rival, '/api/b2/certificates', { ...base, artNo: 'D-77' })).errorCode).toBe(0);
    await post(ctx.owner, `/api/b2/certificates/delete/${first.data.id}`, {});
    expect((await post(ctx.owner, '/api/b2/certificates', { ...base, artNo: 'D-77' })).errorCode).toBe(0);
  });

  it('says what is wrong in Chinese', async () => {
    const cases: [object, string][] = [
      [{ ...base, brand: ' ' }, '请输入品牌'],
      [{ ...base, quantity: 0 }, '份数至少1份'],
      [{ ...base, washedLabelList: Array.from({ length: 5 }, () => ({ image: PNG, zhDesc: '水洗' })) }, '洗水标最多4个'],
      [{ ...base, washedLabelList: [{ image: 'data:image/jpeg;base64,AAAA', zhDesc: '水洗' }] }, '洗水标图片必须是 PNG 图片'],
    ];
    for (const [body, message] of cases) expect(await post(ctx.owner, '/api/b2/certificates', body)).toMatchObject({ errorCode: 40000, errorMsg: message });
  });
});
