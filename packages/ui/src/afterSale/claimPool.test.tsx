import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../test/render.tsx';
import { ParcelCard, daysLeft } from './ParcelCard.tsx';
import { ClaimSearch, claimQueryOf } from './ClaimSearch.tsx';

const NOW = Date.parse('2026-11-29T02:00:00Z');
const parcel = {
  headlessNo: 'WJ261127900012',
  courierName: '中通快递',
  waybillNo: '7730****1234',
  goodsHint: '黑色连衣裙 ×1',
  weightG: 930,
  signedAt: '2026-11-27T06:24:00Z',
  deadlineAt: '2026-12-01T06:24:00Z',
  now: NOW,
};

describe('the claim pool', () => {
  it('a parcel card: its number, the masked waybill, what the desk saw, days left red in the last three', () => {
    renderKit(<ParcelCard {...parcel} similarity={96} action={<button>认领</button>} />);
    const card = screen.getByRole('listitem', { name: '无头件 WJ261127900012' });
    expect(card).toHaveTextContent('中通快递 7730****1234');
    expect(card).toHaveTextContent('黑色连衣裙 ×1 · 0.93 千克');
    expect(card).toHaveTextContent('签收 2026-11-27 14:24:00');
    expect(screen.getByText('剩 3 天').closest('.ant-tag')).toHaveClass('ant-tag-red');
    expect(screen.getByText('相似度 96%')).toBeInTheDocument();
    expect(daysLeft('2026-12-20T00:00:00Z', NOW)).toBe(21);
    expect(daysLeft('2026-11-01T00:00:00Z', NOW)).toBe(0);
  });

  it('the search tells a phone’s tail from a waybill’s, and says what it needs otherwise', async () => {
    expect(claimQueryOf(' 6206 ')).toEqual({ phoneTail: '6206' });
    expect(claimQueryOf('JT1234')).toEqual({ waybillTail: 'JT1234' });
    expect(claimQueryOf('12345')).toBeNull();
    const onSearch = vi.fn();
    renderKit(<ClaimSearch value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: '搜索无头件' });
    await userEvent.type(box, '12345{Enter}');
    expect(screen.getByText('请输入运单号后6位以上，或手机号后4位')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, '017255{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ waybillTail: '017255' }, '017255');
    expect(screen.queryByText('请输入运单号后6位以上，或手机号后4位')).not.toBeInTheDocument();
  });
});
