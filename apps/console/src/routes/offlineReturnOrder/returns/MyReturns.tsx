import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Empty, Flex, Result, Spin, Typography } from 'antd';
import { offlineReturnReason, stateLabel, type ReturnItemRow } from '@oms/api-client';
import { formatFen, Page } from '@oms/ui';
import { useReturnPage } from '../../../api/returns.ts';
import { ReturnReportDialog } from './ReturnReportDialog.tsx';

/** The items in walking order, grouped by stall. */
function byStall(rows: ReturnItemRow[]) {
  const groups: { stall: string; phone: string; shelf: string; items: ReturnItemRow[] }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.stall === row.stall) last.items.push(row);
    else groups.push({ stall: row.stall, phone: row.stallPhone, shelf: row.shelf, items: [row] });
  }
  return groups;
}

/**
 * 我的退货: a 退货员's walk on the phone — the returns handed to them, stall by stall in walking order,
 * each answered at the stall (退款 how much, or 拒收 why). Refreshed every half minute.
 */
export function MyReturns() {
  const { data, error, isLoading, mutate } = useReturnPage({ tab: 'WAIT_FACTORY', pageSize: 200 }, 30_000);
  const [reporting, setReporting] = useState<ReturnItemRow | null>(null);
  // goods sent to a far stall by courier are no 退货员's walk, even the ones they registered today
  const groups = useMemo(() => byStall((data?.list ?? []).filter((r) => r.route === 'WALK')), [data]);
  return (
    <Page
      title="我的退货"
      extra={
        <Link to="/offlineReturnOrder/returnRegistration">
          <Button type="primary">退货登记</Button>
        </Link>
      }
    >
      {error ? (
        <Result
          status="error"
          title="退货没有加载出来"
          extra={<Button onClick={() => void mutate()}>重试</Button>}
        />
      ) : isLoading && !data ? (
        <Spin />
      ) : groups.length === 0 ? (
        <Empty description="没有待退档口的退货" />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            待退档口 {data!.total} 条，共 {data!.pieces} 件，原拿货金额 {formatFen(data!.goodsFen)}
          </Typography.Text>
          {groups.map((g) => (
            <Card
              key={g.stall}
              size="small"
              title={g.stall}
              extra={
                g.phone ? (
                  <a href={`tel:${g.phone}`} aria-label={`拨打 ${g.stall} ${g.phone}`}>
                    {g.phone}
                  </a>
                ) : null
              }
            >
              <Flex vertical gap={8}>
                {g.items.map((item) => (
                  <Flex key={item.id} justify="space-between" align="center" gap={8} wrap>
                    <Flex vertical>
                      <span>
                        {item.articleNo} {item.color}/{item.size} × {item.qty}
                      </span>
                      <Typography.Text type="secondary">
                        {item.returnNo} · {stateLabel(offlineReturnReason, item.reason)} ·{' '}
                        {formatFen(item.goodsFen)}
                      </Typography.Text>
                    </Flex>
                    <Button onClick={() => setReporting(item)} aria-label={`上报结果 ${item.returnNo}`}>
                      上报结果
                    </Button>
                  </Flex>
                ))}
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
      <ReturnReportDialog item={reporting} mode="report" onClose={() => setReporting(null)} />
    </Page>
  );
}
