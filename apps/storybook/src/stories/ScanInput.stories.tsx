import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ScanInput } from '@oms/ui';

/** What a scanner at the returns bench sees: the box, and each scan's answer under it. */
function Bench({ known }: { known: string[] }) {
  const [answers, setAnswers] = useState<string[]>([]);
  return (
    <div style={{ maxWidth: 560 }}>
      <ScanInput
        label="扫描或输入单号"
        placeholder="扫描或输入售后单号、代发订单号、运单号，回车查询"
        sound={false}
        onScan={async (code) => {
          const found = known.includes(code);
          setAnswers((list) => [`${code}：${found ? '找到' : '未找到'}`, ...list]);
          return found;
        }}
      />
      <ul aria-label="本次扫描">
        {answers.map((a, i) => (
          <li key={i}>{a}</li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'AfterSale/ScanInput',
  component: Bench,
} satisfies Meta<typeof Bench>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two scans, one known: each answered once, and the box keeps focus for the next. */
export const TwoScans: Story = {
  args: { known: ['SH26112900000001'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: '扫描或输入单号' });
    await userEvent.type(box, 'SH26112900000001{Enter}');
    // a scanner types without clicking: the selected code is replaced
    await userEvent.type(box, 'YT9999999999{Enter}', { skipClick: true });
    await expect(canvas.getByText('SH26112900000001：找到')).toBeInTheDocument();
    await expect(canvas.getByText('YT9999999999：未找到')).toBeInTheDocument();
    await expect(box).toHaveFocus();
  },
};
