import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from 'antd';
import { expect, userEvent, within } from 'storybook/test';
import { ClaimSearch, type ClaimQuery } from '@oms/ui';

const meta = {
  title: 'AfterSale/ClaimSearch',
  component: ClaimSearch,
  args: { value: '', onSearch: () => undefined },
} satisfies Meta<typeof ClaimSearch>;

export default meta;

/** The search with what it asked shown under it, as the page does. */
function SearchBench() {
  const [asked, setAsked] = useState<ClaimQuery | null>(null);
  return (
    <div style={{ maxWidth: 640 }}>
      <ClaimSearch value="" onSearch={(q) => setAsked(q)} extra={<Button>以图搜件</Button>} />
      <p aria-label="查询">{asked ? JSON.stringify(asked) : '—'}</p>
    </div>
  );
}

/** ClaimSearch: five digits are neither a phone's tail nor a waybill's; six are a waybill's. */
export const PhoneOrWaybill: StoryObj = {
  render: () => <SearchBench />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const box = c.getByRole('searchbox', { name: '搜索无头件' });
    await userEvent.type(box, '12345{Enter}');
    await expect(c.getByText('请输入运单号后6位以上，或手机号后4位')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, '6206{Enter}');
    await expect(c.getByLabelText('查询')).toHaveTextContent('{"phoneTail":"6206"}');
  },
};
