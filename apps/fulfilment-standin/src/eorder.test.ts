import { describe, expect, it } from 'vitest';
import { kdniaoSign } from './courier/kdniao.ts';
import { KDNIAO_EORDER_PATH, KDNIAO_SUBSCRIBE_PATH } from './routes/courierRoutes.ts';
import type { FulfilmentStandIn } from './standIn.ts';
import { APP_KEY, EBUSINESS_ID, MIN, standInEachTest, waitFor, type Receiver } from './testSupport.ts';

// 快递鸟 电子面单 (EOrderService): 1007 a number with 大头笔 / 三段码 / 集包地, the same again for the same
// OrderCode, 1147 cancels it and the next 1007 takes a new one.
let standIn: FulfilmentStandIn | null = null;
let receiver: Receiver | null = null;
const startBoth = standInEachTest();
const start = async () => void ({ standIn, receiver } = await startBoth());

const address = (name: string, district: string, address: string) => ({
  Name: name,
  Mobile: '13800001234',
  ProvinceName: '浙江省',
  CityName: '杭州市',
  ExpAreaName: district,
  Address: address,
});

const order = (orderCode: string, receiver = address('王小明', '西湖区', '文三路 90 号 3 幢')) => ({
  OrderCode: orderCode,
  ShipperCode: 'ZTO',
  PayType: 1,
  ExpType: 1,
  Sender: { ...address('档口发货', '白云区', '三元里大道 1 号'), ProvinceName: '广东省', CityName: '广州市' },
  Receiver: receiver,
  Commodity: [{ GoodsName: '服装' }],
  Quantity: 1,
});

interface Answer {
  Success: boolean;
  ResultCode?: string;
  Reason?: string;
  EBusinessID?: string;
  Order: Record<string, string>;
}

async function post(type: string, data: object, key = APP_KEY, path = KDNIAO_EORDER_PATH) {
  const RequestData = JSON.stringify(data);
  const res = await fetch(standIn!.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      RequestType: type,
      EBusinessID: EBUSINESS_ID,
      RequestData,
      DataSign: kdniaoSign(RequestData, key),
      DataType: '2',
    }),
  });
  return (await res.json()) as Answer;
}

describe('快递鸟 电子面单', () => {
  it('1007 gives a number with 大头笔 and 三段码; the same OrderCode again is 106 with the same number', async () => {
    await start();
    const first = await post('1007', order('DF26113000000001'));
    expect(first).toMatchObject({ Success: true, ResultCode: '100', EBusinessID: EBUSINESS_ID });
    expect(first.Order).toMatchObject({
      OrderCode: 'DF26113000000001',
      ShipperCode: 'ZTO',
      MarkDestination: '杭州 西湖',
      PackageName: '杭州转运中心',
    });
    expect(first.Order.LogisticCode).toMatch(/^\d{12,15}$/);
    expect(first.Order.SortingCode).toMatch(/^330-[A-Z]\d{2}-\d{2}$/);
    const again = await post('1007', order('DF26113000000001'));
    expect(again).toMatchObject({ Success: true, ResultCode: '106' });
    expect(again.Order.LogisticCode).toBe(first.Order.LogisticCode);
    const other = await post('1007', order('DF26113000000002'));
    expect(other.Order.LogisticCode).not.toBe(first.Order.LogisticCode);
  });

  it('1147 cancels; the next 1007 of the order takes a new number; refusals say why', async () => {
    await start();
    const first = await post('1007', order('DF26113000000003'));
    const no = first.Order.LogisticCode!;
    expect(
      await post('1147', { ShipperCode: 'ZTO', OrderCode: 'DF26113000000003', ExpNo: 'X1' }),
    ).toMatchObject({
      Success: false,
      Reason: '单号不存在',
    });
    expect(
      await post('1147', { ShipperCode: 'ZTO', OrderCode: 'DF26113000000003', ExpNo: no }),
    ).toMatchObject({
      Success: true,
      ResultCode: '100',
    });
    const renewed = await post('1007', order('DF26113000000003'));
    expect(renewed).toMatchObject({ Success: true, ResultCode: '100' });
    expect(renewed.Order.LogisticCode).not.toBe(no);

    expect(await post('1007', order('DF26113000000004'), 'wrong-key')).toMatchObject({
      Success: false,
      Reason: '数据签名错误',
    });
    expect(
      await post('1007', order('DF26113000000005', address('李四', '不存在区', '某路 1 号'))),
    ).toMatchObject({ Success: false, ResultCode: '105', Reason: '收件地址不详，无法分配单号' });
    expect(await post('1007', { ...order('DF26113000000006'), ShipperCode: 'NOPE' })).toMatchObject({
      Success: false,
      Reason: 'ShipperCode 不支持',
    });
    expect(await post('1009', {})).toMatchObject({ Success: false, Reason: 'RequestType 不支持' });
  });

  it('1008 sets the courier going: 揽收 … 签收 pushed (101) with the whole trace; an unknown number pushes nothing', async () => {
    await start();
    const first = await post('1007', order('DF26113000000007'));
    const no = first.Order.LogisticCode!;
    const subscribe = (data: object) => post('1008', data, APP_KEY, KDNIAO_SUBSCRIBE_PATH);
    expect(
      await subscribe({ ShipperCode: 'ZTO', LogisticCode: no, OrderCode: 'DF26113000000007' }),
    ).toMatchObject({
      Success: true,
    });
    expect(
      await subscribe({ ShipperCode: 'ZTO', LogisticCode: '7300000000000', OrderCode: 'DF00000000000000' }),
    ).toMatchObject({
      Success: true,
    });
    await standIn!.control.advanceClock(20 * MIN);
    await standIn!.control.tick();
    await waitFor(() => receiver!.pushes.length >= 5, 5000, 'five pushes');
    const states = receiver!.pushes.map((p) => p.Data[0]!.State);
    expect(states).toEqual(['1', '2', '2', '2', '3']);
    const last = receiver!.pushes.at(-1)!.Data[0]!;
    expect(last).toMatchObject({ LogisticCode: no, ShipperCode: 'ZTO' });
    expect(last.Traces).toHaveLength(5);
    expect(last.Traces[0]!.AcceptStation).toContain('已揽收');
    expect(last.Traces.at(-1)!.AcceptStation).toContain('杭州');
  });
});
