import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RuleBuilder, emptyDraft, ruleToDraft, type RuleDraft } from '@oms/ui';

function Stateful({ start }: { start: RuleDraft }) {
  const [draft, setDraft] = useState(start);
  return (
    <div style={{ maxWidth: 720 }}>
      <RuleBuilder
        value={draft}
        onChange={setDraft}
        shops={[
          { id: 1, name: '小鹿女装旗舰店' },
          { id: 2, name: '抖音·鹿鹿好物' },
        ]}
        provinces={['广东省', '浙江省', '新疆维吾尔自治区', '西藏自治区']}
      />
    </div>
  );
}

const meta = {
  title: 'Settings/RuleBuilder',
  component: Stateful,
  args: { start: emptyDraft() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewRule: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('还没有条件，请从下方添加')).toBeVisible();
  },
};

export const DontShip: Story = {
  name: '买家说不要发, held 24 h then 加急',
  args: {
    start: ruleToDraft({
      name: '买家说先不要发',
      conditions: { buyerRemark: ['不要发', '先别发'], provinces: ['新疆维吾尔自治区', '西藏自治区'] },
      actions: { hold: { releaseAfterHours: 24, urgent: true }, notify: true },
    }),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByTestId('rule-condition')).toHaveLength(2);
    await expect(c.getByRole('spinbutton', { name: '挂起小时数' })).toHaveValue('24');
  },
};

export const BigOrders: Story = {
  name: 'Big orders from one shop, flagged',
  args: {
    start: ruleToDraft({
      name: '大额订单标红',
      conditions: { amount: { min: 50000 }, quantity: { min: 5 }, shopIds: [1], buyerOrders24h: 3 },
      actions: { flag: 1, notify: false },
    }),
  },
};
