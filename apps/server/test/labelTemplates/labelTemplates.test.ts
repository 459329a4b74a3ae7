import { describe, expect, it } from 'vitest';
import { ownerAndRival } from '../support/ownerAndRival.ts';
import { PRESETS } from '@oms/label-engine';
import { MINIMAL_TEMPLATE, sessionOf } from '../support/actors.ts';

const { ctx, post, get } = ownerAndRival();
const withText = (content: string) => ({
  ...MINIMAL_TEMPLATE,
  elements: [{ ...MINIMAL_TEMPLATE.elements[0], content }],
});

describe('label templates', () => {
  it('every save is a version; an old one can be read and restored as the newest', async () => {
    const created = await post(ctx.owner, '/api/b2/label/templates', {
      kind: 'custom',
      name: ' 档口标签 ',
      body: withText('第一版'),
    });
    expect(created).toMatchObject({ errorCode: 0, data: { name: '档口标签', version: 1, width: 60, height: 40 } });
    const id = created.data.id;
    // the engine's defaults are filled in, and the body carries the template's name
    expect(created.data.body.elements[0]).toMatchObject({ bold: false, align: 'left', rotation: 0 });
    expect(created.data.body.name).toBe('档口标签');

    const second = await post(ctx.owner, '/api/b2/label/templates/save', {
      id,
      baseVersion: 1,
      name: '档口标签',
      body: withText('第二版'),
    });
    expect(second).toMatchObject({ errorCode: 0, data: { version: 2 } });

    const versions = await get(ctx.owner, `/api/b2/label/templates/${id}/versions`);
    expect(versions.data.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions.data[0]).toMatchObject({ createdBy: 'purchaser', restoredFrom: null });
    const first = await get(ctx.owner, `/api/b2/label/templates/${id}/versions/1`);
    expect(first.data.body.elements[0].content).toBe('第一版');

    const restored = await post(ctx.owner, '/api/b2/label/templates/restore', { id, version: 1, baseVersion: 2 });
    expect(restored).toMatchObject({ errorCode: 0, data: { version: 3 } });
    expect(restored.data.body.elements[0].content).toBe('第一版');
    expect((await get(ctx.owner, `/api/b2/label/templates/${id}/versions`)).data[0]).toMatchObject({
      version: 3,
      restoredFrom: 1,
    });
  });

  it('a save from a stale version is refused and changes nothing', async () => {
    const { data } = await post(ctx.owner, '/api/b2/label/templates', {
      kind: 'custom',
      name: '两个窗口',
      body: MINIMAL_TEMPLATE,
    });
    const save = (content: string) =>
      post(ctx.owner, '/api/b2/label/templates/save', { id: data.id, baseVersion: 1, name: '两个窗口', body: withText(content) });
    const [a, b] = await Promise.all([save('窗口甲'), save('窗口乙')]);
    expect([a.errorCode, b.errorCode].sort()).toEqual([0, 40900]);
    const loser = a.errorCode === 0 ? b : a;
    expect(loser.errorMsg).toContain('模板已在别处修改并保存');
    const now = await get(ctx.owner, `/api/b2/label/templates/${data.id}`);
    expect(now.data.version).toBe(2);
    expect((await get(ctx.owner, `/api/b2/label/templates/${data.id}/versions`)).data).toHaveLength(2);
  });

  it('a bad template is refused in Chinese, naming what is wrong', async () => {
    const bad = await post(ctx.owner, '/api/b2/label/templates', {
      kind: 'custom',
      name: '坏模板',
      body: { ...MINIMAL_TEMPLATE, width: -5 },
    });
    expect(bad.errorCode).toBe(40000);
    expect(bad.errorMsg).toMatch(/^模板内容不正确：/);
    expect(bad.errorMsg).toMatch(/[\u4e00-\u9fa5]/);
    expect(bad.errorMsg).not.toMatch(/expected|Invalid|Too small/i);
    const unknownKind = await post(ctx.owner, '/api/b2/label/templates', { kind: 'poster', name: 'x', body: MINIMAL_TEMPLATE });
    expect(unknownKind).toMatchObject({ errorCode: 40000, errorMsg: '模板类型不正确' });
    const huge = await post(ctx.owner, '/api/b2/label/templates', {
      kind: 'custom',
      name: '大图',
      body: withText('x'.repeat(600 * 1024)),
    });
    expect(huge.errorCode).toBe(40000);
    expect(huge.errorMsg).toContain('模板太大');
  });

  it('every preset can be kept as it is', async () => {
    for (const preset of PRESETS) {
      const res = await post(ctx.owner, '/api/b2/label/templates', {
        kind: preset.id,
        name: preset.template.name.slice(0, 30),
        body: preset.template,
      });
      expect(res.errorCode, preset.id).toBe(0);
    }
  });

  it('templates are the tenant’s: another tenant sees none, staff without 打印设置 are refused', async () => {
    const { data } = await post(ctx.owner, '/api/b2/label/templates', { kind: 'custom', name: '私有', body: MINIMAL_TEMPLATE });
    expect((await get(ctx.rival, `/api/b2/label/templates/${data.id}`)).errorCode).toBe(40400);
    expect((await get(ctx.rival, '/api/b2/label/templates')).data).toEqual([]);
    expect((await get((await sessionOf(ctx.t, 'picker'))!, '/api/b2/label/templates')).errorCode).toBe(40300);
    const deleted = await post(ctx.owner, `/api/b2/label/templates/delete/${data.id}`, {});
    expect(deleted.errorCode).toBe(0);
    expect((await get(ctx.owner, `/api/b2/label/templates/${data.id}`)).errorCode).toBe(40400);
    const names = (await get(ctx.owner, '/api/b2/label/templates')).data.map((x: { name: string }) => x.name);
    expect(names).not.toContain('私有');
  });
});
