import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Empty, Flex, Result, Spin, Typography } from 'antd';
import {
  PICKUP_CANCEL_OWN_MINUTES,
  pickupOutcome,
  pickupStopReason,
  type PickupReportRequest,
  type PickupRow,
} from '@oms/api-client';
import { Page, ReportSheet, StallTaskCard, useFeedback, type QuickOutcome, type SheetKind } from '@oms/ui';
import { cancelTook, refreshPickup, reportTake, useMyTasks } from '../../../api/pickup.ts';
import { useSession } from '../../../app/session/sessionStore.ts';
import { reportQueue, type QueuedReport } from './reportQueue.ts';

const queue = reportQueue();
const RETRY_MS = 30_000;

/** What a queued report will say, on its line. */
function queuedText(body: PickupReportRequest): string {
  if (body.outcome === 'TOOK') return `已拿 ${body.tookQty} 件`;
  if (body.outcome === 'STOP') return `停止拿货（${pickupStopReason[body.stopReason!].label}）`;
  return pickupOutcome[body.outcome].label;
}

/**
 * 我的任务: a picker's day on the phone — the stalls handed to them in walking order, each line answered
 * at the stall. Reports go into a queue first and are sent from it, at once and again when the signal
 * comes back (`online`) or every 30 seconds, each under its own key: a report lands once.
 */
export function MyTasks() {
  const { data, error, isLoading, mutate } = useMyTasks();
  const userId = useSession((s) => s.user?.userId);
  const { toast } = useFeedback();
  const [pending, setPending] = useState<QueuedReport[]>([]);
  const [sheet, setSheet] = useState<{ row: PickupRow; kind: SheetKind } | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const flush = useCallback(async () => {
    const result = await queue.flush(reportTake);
    for (const r of result.refused) toast.error(`${queuedText(r.report.body)} 未上报：${r.message}`);
    setPending(await queue.pending());
    if (result.sent || result.refused.length) await mutate();
  }, [mutate, toast]);

  useEffect(() => {
    void queue.pending().then(setPending);
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    const timer = window.setInterval(() => {
      setNow(Date.now());
      void flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', online);
      window.clearInterval(timer);
    };
  }, [flush]);

  const send = async (bodies: PickupReportRequest[]) => {
    setSheet(null);
    for (const body of bodies) await queue.add(body);
    setPending(await queue.pending());
    await flush();
  };

  const queued = useMemo(() => new Map(pending.map((p) => [p.body.id, queuedText(p.body)])), [pending]);
  const canCancel = (row: PickupRow) =>
    (row.state === 'TOOK' || row.state === 'TOOK_PART') &&
    row.reportedAt !== null &&
    now - new Date(row.reportedAt).getTime() < PICKUP_CANCEL_OWN_MINUTES * 60_000 &&
    userId !== undefined;

  const quick = (row: PickupRow, outcome: QuickOutcome) =>
    void send([{ id: row.id, version: row.version, outcome }]);
  const undo = async (row: PickupRow) => {
    const answer = await cancelTook(row.id, row.version);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    toast.success(`已取消 ${row.articleNo} 的已拿`);
  };

  if (error && !data)
    return (
      <Result
        status="error"
        title="任务加载失败"
        subTitle={error.message}
        extra={<Button onClick={() => void mutate()}>重试</Button>}
      />
    );
  return (
    <Page
      title="我的任务"
      extra={
        <Button onClick={() => void refreshPickup()} loading={isLoading}>
          刷新
        </Button>
      }
    >
      <Flex vertical gap={12}>
        {data && (
          <Typography.Text>
            {data.day} · 待拿 <strong>{data.open}</strong> 行 / <strong>{data.openPieces}</strong> 件 · 共{' '}
            {data.stalls.length} 个档口
          </Typography.Text>
        )}
        {pending.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={`${pending.length} 条上报待上传`}
            description="网络恢复后自动上传，也可以点「立即上传」"
            action={
              <Button size="small" onClick={() => void flush()}>
                立即上传
              </Button>
            }
          />
        )}
        {isLoading && !data ? (
          <Spin />
        ) : data && data.stalls.length === 0 ? (
          <Empty description="今天还没有指派给你的拿货任务" />
        ) : (
          data?.stalls.map((stall) => (
            <StallTaskCard
              key={`${stall.supplierId ?? stall.stall}`}
              stall={stall}
              queued={queued}
              onTook={(row) => setSheet({ row, kind: 'TOOK' })}
              onStop={(row) => setSheet({ row, kind: 'STOP' })}
              onQuick={quick}
              onRestLack={(rows) =>
                void send(rows.map((r) => ({ id: r.id, version: r.version, outcome: 'LACK' })))
              }
              onCancelTook={(row) => void undo(row)}
              canCancel={canCancel}
            />
          ))
        )}
      </Flex>
      <ReportSheet
        row={sheet?.row ?? null}
        kind={sheet?.kind ?? 'TOOK'}
        onSubmit={(body) => void send([body])}
        onClose={() => setSheet(null)}
      />
    </Page>
  );
}
