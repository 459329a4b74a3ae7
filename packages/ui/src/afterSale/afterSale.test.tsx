import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderKit } from '../../test/render.tsx';
import { AfterSaleSteps } from './AfterSaleSteps.tsx';
import { afterSaleStepsOf } from './afterSaleSteps.ts';

const ret = { type: 'RETURN_GOODS_DELIVERY', returnWaybillNo: null };

describe('售后 steps', () => {
  it('a return moves through the buyer, the warehouse, QC and the stall', () => {
    expect(afterSaleStepsOf({ ...ret, status: 'GOODS_RETURNING', returnState: 'WAIT_SIGNED' })).toMatchObject(
      {
        current: 1,
        status: 'process',
        note: '待填写退货单号',
      },
    );
    expect(
      afterSaleStepsOf({
        ...ret,
        status: 'GOODS_RETURNING',
        returnState: 'WAIT_SIGNED',
        returnWaybillNo: 'YT123456789',
      }),
    ).toMatchObject({ current: 2, note: '买家已寄回（YT123456789），等待仓库签收' });
    expect(
      afterSaleStepsOf({ ...ret, status: 'GOODS_RETURNING', returnState: 'GOODS_RETURNED_FACTORY' }),
    ).toMatchObject({
      current: 4,
      note: '已退到档口，档口核实中',
    });
    expect(afterSaleStepsOf({ ...ret, status: 'COMPLETE', returnState: 'FACTORY_RETURNED' })).toMatchObject({
      current: 5,
      status: 'finish',
    });
  });

  it('a 问题件 stops red where it went wrong, with the reason; a refund without a return has two steps', () => {
    expect(
      afterSaleStepsOf({
        ...ret,
        status: 'PROBLEM',
        returnState: 'SIGNED',
        problemReason: '质检不通过：吊牌缺失',
      }),
    ).toMatchObject({ current: 3, status: 'error', note: '质检不通过：吊牌缺失' });
    expect(afterSaleStepsOf({ ...ret, status: 'PROBLEM', returnState: 'FACTORY_REFUSE' })).toMatchObject({
      current: 4,
      status: 'error',
    });
    expect(afterSaleStepsOf({ ...ret, status: 'CLOSE', returnState: 'WAIT_SIGNED' })).toMatchObject({
      current: 1,
      status: 'error',
      note: '售后已关闭',
    });
    expect(
      afterSaleStepsOf({
        type: 'REFUND_UNDELIVERY',
        status: 'COMPLETE',
        returnState: null,
        returnWaybillNo: null,
      }),
    ).toEqual({ titles: ['提交申请', '退款到账'], current: 1, status: 'finish', note: '已退回余额' });
  });

  it('已发货仅退款 goes through the courier: 拦截中, then 已退回余额 or stopped red with why', () => {
    const intercept = { type: 'REFUND_DELIVERY', returnState: null, returnWaybillNo: null };
    const titles = ['提交申请', '快递拦截', '退款到账'];
    expect(afterSaleStepsOf({ ...intercept, status: 'REFUNDING', interceptState: 'INTERCEPTING' })).toEqual({
      titles,
      current: 1,
      status: 'process',
      note: '仓库正在联系快递拦截包裹',
    });
    expect(
      afterSaleStepsOf({ ...intercept, status: 'COMPLETE', interceptState: 'INTERCEPTED' }),
    ).toMatchObject({
      current: 2,
      status: 'finish',
    });
    expect(
      afterSaleStepsOf({
        ...intercept,
        status: 'REFUSE',
        interceptState: 'FAILED',
        problemReason: '拦截失败：快递员已派送，拦截未成功',
      }),
    ).toMatchObject({ current: 1, status: 'error', note: '拦截失败：快递员已派送，拦截未成功' });
  });

  it('换货 and 维修 end with the goods going out again, not a refund', () => {
    const swap = { type: 'EXCHANGE_GOODS', returnWaybillNo: '78812345678901' };
    const done = afterSaleStepsOf({
      ...swap,
      status: 'COMPLETE',
      returnState: 'FACTORY_RETURNED',
      reshipWaybillNo: '75123456789012',
    });
    expect(done).toEqual({
      titles: ['提交申请', '买家寄回', '仓库签收', '质检', '退回档口', '换货寄出'],
      current: 5,
      status: 'finish',
      note: '档口已换货，已寄给买家（75123456789012）',
    });
    expect(
      afterSaleStepsOf({
        ...swap,
        type: 'ELSE_MAINTENANCE',
        status: 'GOODS_RETURNING',
        returnState: 'SIGNED',
      }).titles[5],
    ).toBe('维修寄出');
  });

  it('价保 and 补寄 go through the warehouse’s check: 仓库核实, then the money or the parcel, or stopped red with why', () => {
    const price = { type: 'ELSE_PRICE_PROTECTION', returnState: null, returnWaybillNo: null };
    expect(afterSaleStepsOf({ ...price, status: 'REFUNDING', reviewState: 'REVIEWING' })).toEqual({
      titles: ['提交申请', '仓库核实', '退款到账'],
      current: 1,
      status: 'process',
      note: '仓库正在向档口核实降价',
    });
    expect(
      afterSaleStepsOf({
        ...price,
        type: 'ELSE_REISSUE',
        status: 'COMPLETE',
        reviewState: 'APPROVED',
        reshipWaybillNo: '75123456789012',
      }),
    ).toMatchObject({
      titles: ['提交申请', '仓库核实', '补寄寄出'],
      current: 2,
      note: '已补寄给买家（75123456789012）',
    });
    expect(
      afterSaleStepsOf({
        ...price,
        status: 'REFUSE',
        reviewState: 'REFUSED',
        problemReason: '核实未通过：档口未降价',
      }),
    ).toMatchObject({ current: 1, status: 'error', note: '核实未通过：档口未降价' });
  });

  it('renders the steps with the current one described', () => {
    renderKit(<AfterSaleSteps {...ret} status="GOODS_RETURNING" returnState="SIGNED" />);
    const steps = screen.getByLabelText('售后步骤');
    expect(steps).toHaveTextContent('仓库签收');
    expect(steps).toHaveTextContent('仓库已签收，质检中');
  });
});
