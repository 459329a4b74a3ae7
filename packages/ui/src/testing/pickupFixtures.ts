// A picker's morning at one stall and a market's tree: what the pick-up stories and tests show.
import type { PickupAreaTree, PickupMine, PickupRow } from '@oms/api-client';

const place = {
  supplierId: 7,
  stall: '国投女装 3楼A316',
  market: '国投女装',
  floor: '3楼',
  stallNo: 'A316',
  stallName: '韩版女装',
  phone: '13812340316',
};

export const pickupRow = (over: Partial<PickupRow> = {}): PickupRow => ({
  ...place,
  id: 101,
  version: 2,
  taskId: 501,
  day: '2026-11-29',
  state: 'TAKING',
  lineState: 'TAKING',
  source: 'DAIFA',
  orderNo: 'DF26112910000123',
  takeCode: 'NH26112900017',
  articleNo: 'K8865',
  title: '法式碎花连衣裙',
  color: '杏色',
  size: 'M',
  qty: 3,
  tookQty: 0,
  refPriceFen: 3500,
  tookPriceFen: null,
  pickerId: 12,
  pickerName: '拿货员',
  batchNo: '11.29-1',
  printed: true,
  afternoon: false,
  held: false,
  reason: null,
  stuckDays: 0,
  reportedAt: null,
  ...over,
});

export const stallOfTheWalk: PickupMine['stalls'][number] = {
  ...place,
  rows: [
    pickupRow(),
    pickupRow({
      id: 102,
      takeCode: 'NH26112900018',
      articleNo: 'K8866',
      color: '黑色',
      size: 'L',
      qty: 1,
      stuckDays: 2,
    }),
    pickupRow({
      id: 103,
      takeCode: 'NH26112900019',
      articleNo: 'K8867',
      qty: 2,
      tookQty: 2,
      tookPriceFen: 3600,
      state: 'TOOK',
      lineState: 'TOOK',
      reportedAt: '2026-11-29T01:20:00Z',
    }),
  ],
};

export const marketTree: PickupAreaTree = {
  markets: [
    {
      id: 1,
      name: '国投女装',
      waiting: 5,
      floors: [
        {
          id: 11,
          name: '1楼',
          waiting: 2,
          stalls: [
            { id: 111, stallNo: 'A2', name: '阿美家', waiting: 2, pickerName: null },
            { id: 112, stallNo: 'A10', name: '小鹿服饰', waiting: 0, pickerName: '阿强' },
          ],
        },
        {
          id: 12,
          name: '3楼',
          waiting: 3,
          stalls: [{ id: 121, stallNo: 'A316', name: '韩版女装', waiting: 3, pickerName: null }],
        },
      ],
    },
    { id: 2, name: '新中国大厦', waiting: 0, floors: [] },
  ],
  unmatchedWaiting: 4,
};
