import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../test/render.tsx';
import { RuleBuilder } from './RuleBuilder.tsx';
import { conditionsText, draftToRequest, emptyDraft, ruleToDraft, type RuleDraft } from './ruleDraft.ts';

let last: RuleDraft = emptyDraft();
function Harness({ start = emptyDraft() }: { start?: RuleDraft }) {
  const [draft, setDraft] = useState(start);
  last = draft;
  return (
    <RuleBuilder
      value={draft}
      onChange={setDraft}
      shops={[{ id: 7, name: '小鹿女装旗舰店' }]}
      provinces={['广东省', '新疆维吾尔自治区']}
    />
  );
}

async function addCondition(label: string) {
  await userEvent.click(screen.getByRole('combobox', { name: '添加条件' }));
  await userEvent.click(await screen.findByTitle(label));
}

describe('RuleBuilder', () => {
  it('builds 买家留言 keywords and a money range into the contract: 元 to fen, empty ends left out', async () => {
    renderKit(<Harness />);
    await userEvent.type(screen.getByRole('textbox', { name: '规则名称' }), '买家说先不要发');
    await addCondition('买家留言包含');
    const words = screen.getByRole('combobox', { name: '买家留言包含' });
    await userEvent.type(words, '不要发{Enter}先别发{Enter}');
    await addCondition('实付金额');
    await userEvent.type(screen.getByRole('textbox', { name: '实付金额下限（元）' }), '500.5');
    await userEvent.click(screen.getByRole('checkbox', { name: '到时自动解除挂起' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '解除时加急（标记红旗）' }));
    expect(draftToRequest(last)).toEqual({
      name: '买家说先不要发',
      conditions: { buyerRemark: ['不要发', '先别发'], amount: { min: 50050 } },
      actions: { hold: { releaseAfterHours: 24, urgent: true }, notify: true },
    });
    expect(conditionsText(draftToRequest(last).conditions)).toBe('买家留言包含「不要发」或「先别发」且实付≥¥500.50');
    // 添加条件 no longer offers what is there; removing one offers it again
    await userEvent.click(screen.getByRole('button', { name: '删除条件：实付金额' }));
    expect(screen.getAllByTestId('rule-condition')).toHaveLength(1);
    expect(draftToRequest(last).conditions).toEqual({ buyerRemark: ['不要发', '先别发'] });
  });

  it('opens a saved rule as it was: its parts, hours and flag', () => {
    const draft = ruleToDraft({
      name: '大额订单',
      conditions: { amount: { min: 50000, max: 200000 }, shopIds: [7], buyerOrders24h: 3 },
      actions: { flag: 1, notify: false },
    });
    renderKit(<Harness start={draft} />);
    expect(screen.getByRole('textbox', { name: '实付金额上限（元）' })).toHaveValue('2000.00');
    expect(within(screen.getByTestId('rule-builder')).getByText('小鹿女装旗舰店')).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: '同一买家24小时内下单次数' })).toHaveValue('3');
    expect(draftToRequest(last)).toEqual({
      name: '大额订单',
      conditions: { amount: { min: 50000, max: 200000 }, shopIds: [7], buyerOrders24h: 3 },
      actions: { flag: 1, notify: false },
    });
  });
});
