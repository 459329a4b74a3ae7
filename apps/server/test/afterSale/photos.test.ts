import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { call, fundsWorld } from '../funds/support.ts';
import { ssoLogin, type Session } from '../support/testApp.ts';
import { until } from '../daifa/support.ts';
import { returnHelpers } from './support.ts';
import { copyPendingPhotos } from '../../src/modules/afterSale/photos/parcelPhotos.ts';
import { photoCopier } from '../../src/modules/afterSale/photos/photoCopier.ts';
import { TINY_JPEG } from '../support/actors.ts';

// The desk's photos (copied after the events naming them), 以图搜件 over the pool, and 关联售后: a
// claimed 无头件 that is the parcel a return case awaits.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
const desk = () => world.warehouse.control;
const post = (path: string, body: object) => call(world, world.seller, 'POST', path, body);
const { signedOrder, applyReturn, kase, nextWaybill } = returnHelpers(world);

async function registered(given: { waybillNo: string; goods: string; phoneTail?: string }) {
  const doc = await desk().registerHeadless(given);
  await desk().tick();
  await until(
    'the 无头件 and its photos',
    async () =>
      (
        await db().execute<{ n: number }>(
          sql`select count(*)::int as n from parcel_photos where subject_no = ${doc.headlessNo} and bytes is not null`,
        )
      ).rows[0]!.n,
    (n) => n === 2,
  );
  return doc.headlessNo;
}

const photo = (who: Session, id: string) =>
  world.t.app.inject({ method: 'GET', url: `/api/b2/afterSales/photo/${id}`, headers: who.headers });

/** The photo as another camera would send it: scaled to half, 4 % cropped off each side, recompressed. */
async function retaken(jpeg: Buffer) {
  const image = await loadImage(jpeg);
  const canvas = createCanvas(320, 240);
  canvas
    .getContext('2d')
    .drawImage(
      image,
      image.width * 0.04,
      image.height * 0.04,
      image.width * 0.92,
      image.height * 0.92,
      0,
      0,
      320,
      240,
    );
  return canvas.toBuffer('image/jpeg', 70).toString('base64');
}

describe('parcel photos', () => {
  it('the pool shows the goods to anyone who may claim, never the outside (it shows the waybill); the owner sees both once claimed', async () => {
    const waybillNo = nextWaybill();
    const headlessNo = await registered({ waybillNo, goods: '红色连衣裙 ×1' });
    const pool = await post('/api/b2/afterSales/headless/search', { waybillTail: waybillNo.slice(-8) });
    expect(pool.data.rows[0].photos).toEqual([{ id: `${headlessNo}-C`, tag: 'C' }]);
    const other = await ssoLogin(world.t.app, 'purchaser', 'purchaser123');
    const goods = await photo(other, `${headlessNo}-C`);
    expect(goods.statusCode).toBe(200);
    expect(goods.headers['content-type']).toBe('image/jpeg');
    expect(goods.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await photo(other, `${headlessNo}-L`)).json()).toMatchObject({ errorCode: 40400 });
    expect((await photo(other, 'WJ../../etc')).json()).toMatchObject({ errorCode: 40000 });

    expect((await post('/api/b2/afterSales/headless/claim', { headlessNo, waybillNo })).errorCode).toBe(0);
    const mine = await post('/api/b2/afterSales/headless/page', { headlessType: 2 });
    expect(mine.data.rows.find((r: { headlessNo: string }) => r.headlessNo === headlessNo).photos).toEqual([
      { id: `${headlessNo}-C`, tag: 'C' },
      { id: `${headlessNo}-L`, tag: 'L' },
    ]);
    expect((await photo(world.seller, `${headlessNo}-L`)).statusCode).toBe(200);
    // claimed, it left the pool: the goods are the claimant's alone now
    expect((await photo(other, `${headlessNo}-C`)).json()).toMatchObject({ errorCode: 40400 });
    const problems = await post('/api/b2/afterSales/post/problem/page', { keyword: waybillNo });
    expect(problems.data.rows[0].photos).toHaveLength(2);
  });

  it('a photo the desk does not have is tried five times, then given up; the desk out of reach waits', async () => {
    await db().execute(
      sql`insert into parcel_photos (photo_id, subject_no, tag) values ('WJ261127999999-C', 'WJ261127999999', 'C')`,
    );
    for (let i = 0; i < 5; i++) await copyPendingPhotos(db(), world.t.daifa.returns);
    const given = await db().execute<{ attempts: number }>(
      sql`select attempts from parcel_photos where photo_id = 'WJ261127999999-C'`,
    );
    expect(Number(given.rows[0]!.attempts)).toBe(5);
    expect(await copyPendingPhotos(db(), { photo: async () => 'UNREACHABLE' })).toBe(0);
  });

  it('the copier after an event: a kick with nothing to copy leaves it ready for the next one', async () => {
    const ids = ['WJ261127888801-C', 'WJ261127888802-C'];
    await db().execute(sql`
      insert into parcel_photos (photo_id, subject_no, tag)
      values (${ids[0]}, 'WJ261127888801', 'C'), (${ids[1]}, 'WJ261127888802', 'C')`);
    const fetched: string[] = [];
    const copier = photoCopier(db(), {
      photo: async (id) => {
        fetched.push(id);
        return TINY_JPEG;
      },
    });
    copier.kick([]);
    await copier.idle();
    copier.kick([ids[0]!]);
    copier.kick([ids[1]!]);
    await copier.idle();
    await copier.idle();
    expect(fetched.sort()).toEqual(ids);
    const left = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from parcel_photos where photo_id in (${ids[0]}, ${ids[1]}) and bytes is null`,
    );
    expect(left.rows[0]!.n).toBe(0);
  });

  it('以图搜件 finds the parcel from its goods photo taken again (scaled, cropped, recompressed); junk is 40000', async () => {
    const goods = ['黑色连衣裙 ×1', '白色T恤 ×2', '牛仔裤 ×1', '运动鞋一双', '衬衫（蓝） ×3'];
    const made: string[] = [];
    for (const g of goods) made.push(await registered({ waybillNo: nextWaybill(), goods: g }));
    const target = made[2]!;
    const bytes = (await photo(world.seller, `${target}-C`)).rawPayload;
    const found = await post('/api/b2/afterSales/headless/photoSearch', { image: await retaken(bytes) });
    expect(found.errorCode).toBe(0);
    expect(found.data.rows[0]).toMatchObject({ headlessNo: target });
    expect(found.data.rows[0].similarity).toBeGreaterThanOrEqual(70);
    expect(JSON.stringify(found.data)).not.toContain(`${target}-L`);
    const junk = await post('/api/b2/afterSales/headless/photoSearch', { image: 'A'.repeat(200) });
    expect(junk).toMatchObject({ errorCode: 40000, errorMsg: '图片无法识别，请上传 JPG 或 PNG 图片' });
  });

  it('关联售后: the claimed parcel becomes the awaited return — signed at once, its 问题件 matched with the case, QC follows; refusals', async () => {
    const orderNo = await signedOrder(1, 1);
    const asNo: string = (await applyReturn(orderNo, [1])).data.asNo;
    const waybillNo = nextWaybill();
    const headlessNo = await registered({ waybillNo, goods: '黑色T恤 ×1' });
    await post('/api/b2/afterSales/headless/claim', { headlessNo, waybillNo });

    const candidates = await post('/api/b2/afterSales/headless/link/candidates', { headlessNo });
    expect(candidates.data.rows.map((r: { asNo: string }) => r.asNo)).toContain(asNo);
    const other = await ssoLogin(world.t.app, 'purchaser', 'purchaser123');
    const theirs = await call(world, other, 'POST', '/api/b2/afterSales/headless/link', { headlessNo, asNo });
    expect(theirs.errorCode).toBe(40400);

    await desk().forceReturn(asNo, { qc: 'FAIL', qcReason: '吊牌缺失' });
    const linked = await post('/api/b2/afterSales/headless/link', { headlessNo, asNo });
    expect(linked).toMatchObject({ errorCode: 0, data: { headlessNo, asNo, waybillNo } });
    expect(await desk().returnOf(asNo)).toMatchObject({ waybillNo });
    // again: the same answer, nothing moves twice
    expect((await post('/api/b2/afterSales/headless/link', { headlessNo, asNo })).errorCode).toBe(0);

    await desk().tick();
    await desk().advanceClock(3_600_000);
    const failed = await until(
      'signed and QC failed',
      () => kase(asNo),
      (k) => k.status === 'PROBLEM',
    );
    expect(failed.problem_reason).toBe('质检不通过：吊牌缺失');
    // the same parcel is the case's 问题件 again, with the case's photos beside the 无头件's
    const problems = await post('/api/b2/afterSales/post/problem/page', { keyword: asNo });
    expect(problems.data.rows).toHaveLength(1);
    expect(problems.data.rows[0]).toMatchObject({ state: 'WAITING_PROCESS', asNo, parcelNo: waybillNo });
    await until(
      'the case’s photos copied',
      async () => (await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${asNo}`)).data.photos,
      (p: { tag: string }[]) => p.length === 3,
    );
    const detail = await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${asNo}`);
    expect(detail.data.events.map((e: { type: string }) => e.type)).toContain('HEADLESS_LINKED');

    // a case no longer awaiting its parcel, a handled 无头件
    const second = await signedOrder(1, 1);
    const other2: string = (await applyReturn(second, [1])).data.asNo;
    const late = await post('/api/b2/afterSales/headless/link', { headlessNo, asNo: other2 });
    expect(late.errorCode).toBe(40900);
  });
});
