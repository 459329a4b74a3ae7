import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SavedViewsMenu, type SavedView } from '../../../../../packages/ui/src/list/rows/index.ts';

const initial: SavedView[] = [
  { id: 'v1', name: '今日待发货', shared: false, mine: true },
  { id: 'v2', name: '缺货订单', shared: true, mine: true },
  { id: 'v3', name: '大促预售', shared: true, mine: false },
  { id: 'v4', name: '售后跟进', shared: true, mine: false },
];

/** The menu over a page's views kept in state, as the console keeps them on the server. */
function Views({ activeId }: { activeId: string | null }) {
  const [views, setViews] = useState(initial);
  const [active, setActive] = useState(activeId);
  return (
    <SavedViewsMenu
      views={views}
      activeId={active}
      onApply={setActive}
      onSave={({ name, shared }) => {
        const id = `v${views.length + 1}`;
        setViews([...views, { id, name, shared, mine: true }]);
        setActive(id);
      }}
      onDelete={(id) => setViews(views.filter((v) => v.id !== id))}
    />
  );
}

const meta = {
  title: 'List/SavedViewsMenu',
  component: Views,
  args: { activeId: 'v2' },
} satisfies Meta<typeof Views>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Open, 缺货订单 active',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '视图：缺货订单' }));
    const panel = await within(document.body).findByRole('dialog', { name: '视图' });
    await expect(within(panel).getByRole('group', { name: '团队共享' })).toHaveTextContent('大促预售');
  },
};

export const NoneActive: Story = {
  args: { activeId: null },
};
