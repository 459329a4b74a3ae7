import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../test/render.tsx';
import { SavedViewsMenu, type SavedView, type SavedViewsMenuProps } from './SavedViewsMenu.tsx';

const views: SavedView[] = [
  { id: 'v1', name: '今日待发货', shared: false, mine: true },
  { id: 'v2', name: '缺货订单', shared: true, mine: true },
  { id: 'v3', name: '大促预售', shared: true, mine: false },
];

function renderMenu(props: Partial<SavedViewsMenuProps> = {}) {
  const handlers = { onApply: vi.fn(), onSave: vi.fn(), onDelete: vi.fn() };
  renderKit(<SavedViewsMenu views={views} activeId="v2" {...handlers} {...props} />);
  return handlers;
}

/** antd names its modals with a fixed test id under Vitest, so find them by their title text. */
async function findModal(title: string) {
  let modal: HTMLElement | undefined;
  await waitFor(() => {
    modal = screen
      .getAllByRole('dialog')
      .find((d) => d.getAttribute('aria-modal') === 'true' && within(d).queryAllByText(title).length > 0);
    expect(modal).toBeDefined();
  });
  return modal!;
}
async function openMenu(name = '视图：缺货订单') {
  await userEvent.click(screen.getByRole('button', { name }));
  // jsdom never ends antd's leave animation, so a panel closed earlier may still be in the DOM.
  return (await screen.findAllByRole('dialog', { name: '视图' })).at(-1)!;
}

describe('SavedViewsMenu', () => {
  it('names the active view on its button and lists 我的视图 and 团队共享, the active one current', async () => {
    renderMenu();
    const panel = await openMenu();
    const mine = within(panel).getByRole('group', { name: '我的视图' });
    const team = within(panel).getByRole('group', { name: '团队共享' });
    expect(
      within(mine)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['今日待发货', '缺货订单已共享']);
    expect(
      within(team)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['大促预售']);
    expect(within(mine).getByRole('button', { name: /^缺货订单/ })).toHaveAttribute('aria-current', 'true');
    expect(within(mine).getByRole('button', { name: '今日待发货' })).not.toHaveAttribute('aria-current');
    // Only the user's own views can be deleted.
    expect(within(mine).getAllByRole('button', { name: /^删除视图/ })).toHaveLength(2);
    expect(within(team).queryByRole('button', { name: /^删除视图/ })).toBeNull();
  });

  it('says 视图 when no view is active, and 暂无 for an empty group', async () => {
    renderMenu({ activeId: null, views: views.filter((v) => v.mine) });
    const panel = await openMenu('视图');
    expect(
      within(within(panel).getByRole('group', { name: '团队共享' })).getByText('暂无'),
    ).toBeInTheDocument();
  });

  it('applies a view and closes', async () => {
    const { onApply } = renderMenu();
    const panel = await openMenu();
    await userEvent.click(within(panel).getByRole('button', { name: '大促预售' }));
    expect(onApply).toHaveBeenCalledWith('v3');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '视图：缺货订单' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  });

  it('deletes an own view after the user confirms', async () => {
    const { onDelete } = renderMenu();
    const panel = await openMenu();
    await userEvent.click(within(panel).getByRole('button', { name: '删除视图「今日待发货」' }));
    const dialog = await findModal('删除视图');
    expect(dialog).toHaveTextContent('确定删除视图「今日待发货」吗？');
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith('v1'));
  });

  it('keeps the view when the user cancels the confirm', async () => {
    const { onDelete } = renderMenu();
    const panel = await openMenu();
    await userEvent.click(within(panel).getByRole('button', { name: '删除视图「缺货订单」' }));
    const dialog = await findModal('删除视图');
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await new Promise((r) => setTimeout(r, 50));
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('saves the current filters as a named view, shared with the team if ticked', async () => {
    const { onSave } = renderMenu();
    const panel = await openMenu();
    await userEvent.click(within(panel).getByRole('button', { name: '保存当前筛选为视图' }));
    const modal = await findModal('视图名称');
    expect(modal).toHaveTextContent('保存当前筛选为视图');
    await userEvent.click(within(modal).getByRole('button', { name: /保\s*存/ }));
    expect(await within(modal).findByText('请输入视图名称')).toBeInTheDocument();

    // The user's own names are taken.
    await userEvent.type(within(modal).getByRole('textbox', { name: '视图名称' }), '今日待发货');
    expect(await within(modal).findByText('已有同名视图')).toBeInTheDocument();
    await userEvent.clear(within(modal).getByRole('textbox', { name: '视图名称' }));
    await userEvent.type(within(modal).getByRole('textbox', { name: '视图名称' }), ' 退款中 ');
    await userEvent.click(within(modal).getByRole('checkbox', { name: '共享给团队' }));
    await userEvent.click(within(modal).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: '退款中', shared: true }));
    // ~3 s alone; typing twenty characters through user-event took over 20 s beside the server suite
  }, 60_000);

  it('keeps the modal open with what was typed when saving fails', async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('409'));
    renderMenu({ onSave });
    const panel = await openMenu();
    await userEvent.click(within(panel).getByRole('button', { name: '保存当前筛选为视图' }));
    const modal = await findModal('视图名称');
    await userEvent.type(within(modal).getByRole('textbox', { name: '视图名称' }), '退款中');
    await userEvent.click(within(modal).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(modal).toBeInTheDocument();
    expect(modal).toHaveTextContent('保存当前筛选为视图');
    expect(within(modal).getByRole('textbox', { name: '视图名称' })).toHaveValue('退款中');
  });
});
