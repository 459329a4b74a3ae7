import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderKit } from '../../../test/render.tsx';
import { fakeMatchMedia } from '../../testing/domShims.ts';
import type { ListColumn } from './columns.ts';
import { GroupedList, type GroupedListProps } from './GroupedList.tsx';
import type { GroupSelection } from './selection.ts';

interface Line {
  id: string;
  title: string;
  spec: string;
  qty: number;
}
interface Order {
  id: string;
  no: string;
  shop: string;
  lines: Line[];
}

function makeOrders(count: number, linesEach = 3): Order[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `o${i + 1}`,
    no: `DF${String(i + 1).padStart(4, '0')}`,
    shop: i % 2 ? '广州女装旗舰店' : '杭州女装旗舰店',
    lines: Array.from({ length: linesEach }, (_, j) => ({
      id: `o${i + 1}-${j + 1}`,
      title: `连衣裙 ${i + 1}-${j + 1}`,
      spec: '米白 / M',
      qty: j + 1,
    })),
  }));
}

const columns: ListColumn<Line, Order>[] = [
  { key: 'goods', title: '商品', width: 240, render: (l) => l.title },
  { key: 'spec', title: '颜色/尺码', width: 120, render: (l) => l.spec },
  { key: 'qty', title: '数量', width: 80, align: 'right', render: (l, o) => `${l.qty} 件（${o.shop}）` },
];

type Props = Partial<GroupedListProps<Order, Line>>;
function list(groups: Order[], props: Props = {}) {
  return (
    <GroupedList<Order, Line>
      aria-label="同步订单"
      groups={groups}
      groupKey={(o) => o.id}
      groupTitle={(o) => o.no}
      renderGroupHeader={(o) => <span>店铺：{o.shop}</span>}
      linesOf={(o) => o.lines}
      lineKey={(l) => l.id}
      columns={columns}
      height={600}
      {...props}
    />
  );
}

const groupRows = () => screen.queryAllByRole('row', { name: /^订单 DF/ });

describe('GroupedList (wide)', () => {
  it('draws each order as a header strip above its goods lines, under sticky column titles', () => {
    renderKit(list(makeOrders(2)));
    const table = screen.getByRole('table', { name: '同步订单' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['商品', '颜色/尺码', '数量']);

    const header = within(table).getByRole('row', { name: '订单 DF0002' });
    expect(header).toHaveTextContent('DF0002店铺：广州女装旗舰店');
    // The header's rowgroup holds the group's own lines, in order, cell by cell through the columns.
    const rows = within(header.parentElement!).getAllByRole('row');
    expect(
      rows.slice(1).map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['连衣裙 2-1', '米白 / M', '1 件（广州女装旗舰店）'],
      ['连衣裙 2-2', '米白 / M', '2 件（广州女装旗舰店）'],
      ['连衣裙 2-3', '米白 / M', '3 件（广州女装旗舰店）'],
    ]);
    expect(table).toHaveAttribute('aria-rowcount', '9');
    expect(rows.map((r) => r.getAttribute('aria-rowindex'))).toEqual(['6', '7', '8', '9']);
  });

  it('shows an order-level column once, on the order’s first line', () => {
    const withShop: ListColumn<Line, Order>[] = [
      ...columns.slice(0, 1),
      { key: 'shop', title: '店铺', width: 160, perGroup: true, render: (_l, o) => o.shop },
    ];
    renderKit(list(makeOrders(1, 2), { columns: withShop }));
    const header = screen.getByRole('row', { name: '订单 DF0001' });
    const rows = within(header.parentElement!).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['连衣裙 1-1', '杭州女装旗舰店'],
      ['连衣裙 1-2', ''],
    ]);
  });

  it('puts only the orders in view in the DOM, and the next ones as it scrolls', async () => {
    renderKit(list(makeOrders(200)));
    const table = screen.getByRole('table', { name: '同步订单' });
    // 600 px shows about two orders of 3 lines (~270 px each); a few more are drawn around them.
    const first = groupRows();
    expect(first.length).toBeGreaterThanOrEqual(3);
    expect(first.length).toBeLessThanOrEqual(8);
    expect(first[0]).toHaveAccessibleName('订单 DF0001');
    expect(screen.queryByRole('row', { name: '订单 DF0200' })).toBeNull();
    // Screen readers still hear the whole size: 1 title row + 200 × (1 + 3).
    expect(table).toHaveAttribute('aria-rowcount', '801');

    await act(async () => {
      table.scrollTop = 199 * 268;
      fireEvent.scroll(table);
    });
    expect(screen.getByRole('row', { name: '订单 DF0200' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: '订单 DF0001' })).toBeNull();
    expect(groupRows().length).toBeLessThanOrEqual(8);
  });

  it('selects orders one by one and the whole page from the header checkbox', async () => {
    const orders = makeOrders(3);
    function Selectable() {
      const [selected, setSelected] = useState<Set<string>>(new Set());
      const selection: GroupSelection = {
        selectedKeys: selected,
        onToggle: (key) =>
          setSelected((s) => {
            const next = new Set(s);
            if (!next.delete(key)) next.add(key);
            return next;
          }),
        onTogglePage: () =>
          setSelected((s) => (s.size === orders.length ? new Set() : new Set(orders.map((o) => o.id)))),
      };
      return list(orders, { selection });
    }
    renderKit(<Selectable />);
    const page = screen.getByRole('checkbox', { name: '全选本页' });
    expect(page).not.toBeChecked();
    expect(page).not.toBePartiallyChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: '选择订单 DF0002' }));
    expect(screen.getByRole('checkbox', { name: '选择订单 DF0002' })).toBeChecked();
    expect(page).toBePartiallyChecked();

    await userEvent.click(page);
    expect(page).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '选择订单 DF0001' })).toBeChecked();

    await userEvent.click(page);
    expect(screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toEqual([]);
  });

  it('opens an order from its number', async () => {
    const onOpenGroup = vi.fn();
    const orders = makeOrders(2);
    renderKit(list(orders, { onOpenGroup }));
    await userEvent.click(screen.getByRole('button', { name: 'DF0002' }));
    expect(onOpenGroup).toHaveBeenCalledWith(orders[1]);
  });

  it('shows the number as plain text when the page has no detail to open', () => {
    renderKit(list(makeOrders(1)));
    expect(screen.getByRole('row', { name: '订单 DF0001' })).toHaveTextContent('DF0001');
    expect(screen.queryByRole('button', { name: 'DF0001' })).toBeNull();
  });

  it('resizes a column by dragging its edge: live while dragging, reported on release', () => {
    const onColumnResize = vi.fn();
    renderKit(list(makeOrders(2), { onColumnResize }));
    const table = screen.getByRole('table');
    const edge = screen.getByRole('separator', { name: '调整「颜色/尺码」列宽' });
    expect(edge).toHaveAttribute('aria-valuenow', '120');

    fireEvent.pointerDown(edge, { button: 0, clientX: 300, pointerId: 1 });
    fireEvent.pointerMove(edge, { clientX: 345, pointerId: 1 });
    expect(edge).toHaveAttribute('aria-valuenow', '165');
    expect(table.style.getPropertyValue('--oms-list-columns')).toBe('240px 165px 80px minmax(0, 1fr)');
    expect(onColumnResize).not.toHaveBeenCalled();

    // Past the column's minimum (80 px) it stops.
    fireEvent.pointerMove(edge, { clientX: 100, pointerId: 1 });
    expect(edge).toHaveAttribute('aria-valuenow', '80');
    fireEvent.pointerUp(edge, { clientX: 100, pointerId: 1 });
    expect(onColumnResize).toHaveBeenCalledExactlyOnceWith('spec', 80);
    // The page did not store the width, so the column is back at the width it was given.
    expect(edge).toHaveAttribute('aria-valuenow', '120');
  });

  it('resizes a column from the keyboard', async () => {
    const onColumnResize = vi.fn();
    renderKit(list(makeOrders(1), { onColumnResize }));
    screen.getByRole('separator', { name: '调整「商品」列宽' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onColumnResize).toHaveBeenLastCalledWith('goods', 250);
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(onColumnResize).toHaveBeenLastCalledWith('goods', 190);
  });

  it('has no resize handles when the page does not store widths', () => {
    renderKit(list(makeOrders(1)));
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it('says 暂无数据 when there are no orders', () => {
    renderKit(list([]));
    const table = screen.getByRole('table', { name: '同步订单' });
    expect(within(table).getByRole('cell')).toHaveTextContent('暂无数据');
    expect(groupRows()).toEqual([]);
  });
});

describe('GroupedList (phone)', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('draws each order as a card with its lines’ fields stacked', async () => {
    window.matchMedia = fakeMatchMedia((query) => query.includes('max-width'));
    const onToggle = vi.fn();
    renderKit(
      list(makeOrders(2), { selection: { selectedKeys: new Set(['o1']), onToggle, onTogglePage: () => {} } }),
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: '同步订单' })).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['订单 DF0001', '订单 DF0002']);
    expect(screen.getByRole('checkbox', { name: '全选本页' })).toBePartiallyChecked();

    const card = cards[1]!;
    expect(card).toHaveTextContent('店铺：广州女装旗舰店');
    const fields = within(card)
      .getAllByRole('term')
      .map((t) => `${t.textContent}=${t.nextElementSibling?.textContent}`);
    expect(fields.slice(0, 3)).toEqual([
      '商品=连衣裙 2-1',
      '颜色/尺码=米白 / M',
      '数量=1 件（广州女装旗舰店）',
    ]);
    expect(fields).toHaveLength(9);

    await userEvent.click(within(card).getByRole('checkbox', { name: '选择订单 DF0002' }));
    expect(onToggle).toHaveBeenCalledWith('o2');
  });

  it('shows an order-level field once per card, and the cards scroll with the page', () => {
    window.matchMedia = fakeMatchMedia((query) => query.includes('max-width'));
    const withShop: ListColumn<Line, Order>[] = [
      ...columns.slice(0, 1),
      { key: 'shop', title: '店铺', width: 160, perGroup: true, render: (_l, o) => o.shop },
    ];
    renderKit(list(makeOrders(1, 2), { columns: withShop }));
    const list_ = screen.getByRole('list', { name: '同步订单' });
    const terms = within(list_).getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['商品', '店铺', '商品']);
    for (let el = list_.parentElement; el && el !== document.body; el = el.parentElement)
      expect(getComputedStyle(el).overflowY).not.toMatch(/auto|scroll/);
  });
});
