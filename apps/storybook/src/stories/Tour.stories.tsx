import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, Button, Menu, Space } from 'antd';
import { expect, userEvent, within } from 'storybook/test';
import { Tour, type OmsTourStep } from '@oms/ui';

const TEXT = '自动售后设置、提速发货、自定义发货信息、自定义合格证和货款后付设置等功能都搬到这里啦~';

const steps: OmsTourStep[] = [
  { target: '#menu-platform-settings', title: '平台代发设置', description: TEXT, buttonText: '知道了', placement: 'right' },
];

function FakeMenu({ withSettings }: { withSettings: boolean }) {
  return (
    <Menu
      mode="inline"
      style={{ width: 220 }}
      selectedKeys={[]}
      items={[
        { key: 'shop', label: '店铺授权' },
        { key: 'supplier', label: '供应商管理' },
        ...(withSettings ? [{ key: 'platform', label: <span id="menu-platform-settings">平台代发设置</span> }] : []),
      ]}
    />
  );
}

/** The menu renders after permissions load; `delay` mimics that, `never` leaves the target out entirely. */
function Demo({ delay = 0, never = false }: { delay?: number; never?: boolean }) {
  const [ready, setReady] = useState(delay === 0 && !never);
  const [open, setOpen] = useState(true);
  const [note, setNote] = useState<string>();
  useEffect(() => {
    if (never || delay === 0) return;
    const t = setTimeout(() => setReady(true), delay);
    return () => clearTimeout(t);
  }, [delay, never]);
  return (
    <Space align="start" size="large">
      <FakeMenu withSettings={ready} />
      <Space orientation="vertical">
        <Button onClick={() => setOpen(true)}>重新打开引导</Button>
        {note !== undefined && <Alert type="info" showIcon title={note} />}
      </Space>
      <Tour
        open={open}
        steps={steps}
        onClose={() => {
          setOpen(false);
          setNote('已关闭，console 在这里记录时间戳');
        }}
        onGiveUp={() => {
          setOpen(false);
          setNote('约 5 秒内没有找到目标，引导已放弃');
        }}
      />
    </Space>
  );
}

const MENU_CHANGE: OmsTourStep[] = [
  { target: '#menu-shop', title: '菜单调整', description: '同步订单搬到了新的「店铺订单」菜单', placement: 'right' },
  { target: '#menu-supplier', title: '菜单调整', description: '代发订单和售后订单合并到了「代发管理」', placement: 'right', buttonText: '知道了' },
];

function TwoSteps() {
  const [open, setOpen] = useState(true);
  return (
    <Space align="start" size="large">
      <Menu
        mode="inline"
        style={{ width: 220 }}
        selectedKeys={[]}
        items={[
          { key: 'shop', label: <span id="menu-shop">店铺订单</span> },
          { key: 'supplier', label: <span id="menu-supplier">代发管理</span> },
        ]}
      />
      <Button onClick={() => setOpen(true)}>重新打开引导</Button>
      <Tour open={open} steps={MENU_CHANGE} onClose={() => setOpen(false)} />
    </Space>
  );
}

const meta = {
  title: 'Kit/Tour',
  component: Demo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlatformSettings: Story = {
  name: '平台代发设置 (first visit)',
  play: async () => {
    await expect(await within(document.body).findByText(TEXT)).toBeInTheDocument();
    await expect(within(document.body).getByRole('button', { name: '知道了' })).toBeInTheDocument();
  },
};

export const LateTarget: Story = {
  name: 'Target appears after 1.5 s',
  args: { delay: 1500 },
};

export const TargetNeverAppears: Story = {
  name: 'Gives up after ~5 s',
  args: { never: true },
};

export const MenuChange: Story = {
  name: 'Menu change (two steps)',
  render: () => <TwoSteps />,
  play: async () => {
    const page = within(document.body);
    await expect(await page.findByText('同步订单搬到了新的「店铺订单」菜单')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: '下一步' }));
    await expect(await page.findByText('代发订单和售后订单合并到了「代发管理」')).toBeInTheDocument();
  },
};
