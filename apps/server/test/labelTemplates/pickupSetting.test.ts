import { describe, expect, it } from 'vitest';
import { ownerAndRival } from '../support/ownerAndRival.ts';
import { PICKUP_SPEC_SAMPLE, parsePickupTemplate, setPickupItem } from '@oms/label-engine';

const { ctx, post, get } = ownerAndRival();
const URL = '/api/b2/print/setting/pickupTemplate';

describe('打印设置: the pick-up label', () => {
  it('starts from the spec’s default, is saved in the spec’s format with datas and originCanvasData, as versions', async () => {
    const first = await get(ctx.owner, URL);
    expect(first.data).toMatchObject({ templateId: null, version: 0, template: { type: 'pickup', width: 60, height: 40 } });

    const spec = parsePickupTemplate(first.data.template);
    const noSupplier = setPickupItem(spec, 'pickup', 'ARTICLE_SIZE_NUM', { option: 'ARTICLE_SIZE_NUM_WITHOUT_NAME' });
    const saved = await post(ctx.owner, URL, { baseVersion: 0, template: noSupplier });
    expect(saved).toMatchObject({ errorCode: 0, data: { version: 1 } });
    expect(saved.data.template.datas.pickup.tagElements[0].children[1]).toMatchObject({ key: 'ARTICLE_SIZE_NUM_WITHOUT_NAME', checked: true });
    expect(saved.data.template.originCanvasData.elements.some((e: { key: string }) => e.key === 'ARTICLE_SIZE_NUM_WITHOUT_NAME')).toBe(true);

    const qr = setPickupItem(parsePickupTemplate(saved.data.template), 'pickup', 'TAKE_CODE', { option: 'TAKE_CODE_QR' });
    const second = await post(ctx.owner, URL, { baseVersion: 1, template: qr });
    expect(second.data.version).toBe(2);
    expect((await get(ctx.owner, URL)).data.template.datas.pickup.tagElements.find((e: { key: string }) => e.key === 'TAKE_CODE').children[1].checked).toBe(true);
    // it is a template of the label editor too, with both versions
    const versions = await get(ctx.owner, `/api/b2/label/templates/${second.data.templateId}/versions`);
    expect(versions.data).toHaveLength(2);

    // a stale save changes nothing
    const stale = await post(ctx.owner, URL, { baseVersion: 1, template: spec });
    expect(stale.errorCode).toBe(40900);
    expect((await get(ctx.owner, URL)).data.version).toBe(2);
    // another tenant has its own
    expect((await get(ctx.rival, URL)).data.templateId).toBeNull();
  });

  it('refuses a template that is not the pick-up format, in Chinese', async () => {
    const bad = await post(ctx.owner, URL, { baseVersion: 2, template: { ...PICKUP_SPEC_SAMPLE, datas: { pickup: { tagRule: 'RULE_09' } } } });
    expect(bad.errorCode).toBe(40000);
    expect(bad.errorMsg).toMatch(/^拿货标签模板不正确：/);
  });
});
