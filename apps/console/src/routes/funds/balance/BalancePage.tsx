// 我的余额: the amount cards, the old system's balance, and the bills (the list module: URL state,
// keyset pages, totals of everything the filters match), each bill opening 资金去向.
import { useMemo, useState } from 'react';
import { Space, Table, Tabs, Typography } from 'antd';
import { billType, stateLabel } from '@oms/api-client';
import { ListPager, Page, SignedFen, useNarrowLayout } from '@oms/ui';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { useBillPage } from '../../../api/funds.ts';
import { EXPENSE_COLOR, INCOME_COLOR, chinaTime } from '../fundsFormat.ts';
import { BalanceCards } from './BalanceCards.tsx';
import { OldBalanceBanner } from './OldBalanceBanner.tsx';
import { BillDrawer } from './BillDrawer.tsx';
import { BillFilters } from './BillFilters.tsx';
import { BillExport } from './BillExport.tsx';
import { BillCards, BillFlowLink } from './BillCards.tsx';
import { DailyStatement } from './DailyStatement.tsx';
import { billPageRequestOf, billUrl } from './billUrls.ts';
import { balanceCell, billTotalsText, payMethodLabel } from './billLabels.ts';
import { cursorPaging } from '../../../list/cursorPaging.ts';

export default function BalancePage() {
  const { state, update } = useListUrlState(billUrl);
  // Presets resolve against the clock once per URL state, so the request (and its SWR key) holds still.
  const request = useMemo(() => billPageRequestOf(state), [state]);
  const bills = useBillPage(request);
  const [open, setOpen] = useState<number | null>(null);
  const narrow = useNarrowLayout();
  const data = bills.data;

  const billList = (
    <div>
      <BillFilters state={state} update={update} />
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 8,
          marginBottom: 12,
        }}
      >
        <Typography.Text type="secondary" data-testid="bill-totals">
          {data ? billTotalsText(data.totals) : ' '}
        </Typography.Text>
        <Space wrap>
          <BillExport filter={request.filter} count={data?.totals.count ?? null} />
        </Space>
      </div>
      {narrow ? (
        <BillCards rows={data?.rows ?? []} onOpen={setOpen} />
      ) : (
        <Table
          rowKey="id"
          size="middle"
          loading={bills.isLoading}
          dataSource={data?.rows ?? []}
          pagination={false}
          scroll={{ x: 1280 }}
          onRow={(row) => ({ onDoubleClick: () => setOpen(row.id) })}
          columns={[
            { title: '时间', dataIndex: 'createdAt', width: 165, render: chinaTime },
            { title: '流水号', dataIndex: 'serialNo', width: 130 },
            {
              title: '账单类型',
              dataIndex: 'billType',
              width: 100,
              render: (v: string) => stateLabel(billType, v),
            },
            { title: '关联单号', dataIndex: 'documentNo', width: 190, ellipsis: true },
            {
              title: '收支',
              dataIndex: 'direction',
              width: 64,
              render: (v: string) => (
                <span style={{ color: v === 'IN' ? INCOME_COLOR : EXPENSE_COLOR }}>
                  {v === 'IN' ? '收入' : '支出'}
                </span>
              ),
            },
            {
              title: '金额',
              dataIndex: 'amountFen',
              width: 120,
              align: 'right',
              render: (v: number, row) => <SignedFen fen={v} direction={row.direction} />,
            },
            { title: '支付方式', width: 90, render: (_: unknown, row) => payMethodLabel(row) },
            {
              title: '余额',
              dataIndex: 'availableAfterFen',
              width: 130,
              align: 'right',
              render: (_: number | null, row) => balanceCell(row),
            },
            { title: '操作人', dataIndex: 'operatorName', width: 110, ellipsis: true },
            { title: '说明', dataIndex: 'memo', ellipsis: true },
            {
              title: '操作',
              width: 90,
              fixed: 'right',
              render: (_: unknown, row) => <BillFlowLink bill={row} onOpen={setOpen} />,
            },
          ]}
        />
      )}
      <div style={{ marginTop: 12 }}>
        <ListPager
          {...cursorPaging(state.page, Number(state.size), data, update)}
          loading={bills.isValidating}
          onPageSizeChange={(size) => update({ size: String(size) as typeof state.size })}
        />
      </div>
    </div>
  );

  return (
    <Page title="我的余额">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <OldBalanceBanner />
        <BalanceCards />
        <Tabs
          items={[
            { key: 'bills', label: '账单明细', children: billList },
            { key: 'daily', label: '日对账', children: <DailyStatement /> },
          ]}
        />
      </Space>
      <BillDrawer id={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
