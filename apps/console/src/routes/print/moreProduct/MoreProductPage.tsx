// 多件合打: the packer scans each piece's 取货码; the page says which 格口 it goes into (an order's pieces
// share one, the lowest free at its first piece). The order's last piece prints its 电子面单 (and 后道标)
// and frees the slot. The wall lists the held slots with their progress, 打印 and 清空格口.
import { useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Progress, Tag, Typography } from 'antd';
import type { PackScanResult, PackSlot } from '@oms/api-client';
import { Page, ScanInput, useFeedback, type ScanInputHandle } from '@oms/ui';
import { PurchaserOnly } from '../../../app/guards/PurchaserOnly.tsx';
import { packClear, packPrint, packScan, usePackSlots } from '../../../api/packScan.ts';
import { BenchPrintSettings } from '../../../print/bench/BenchPrintSettings.tsx';
import { useBenchPrinter } from '../../../print/bench/useBenchPrinter.ts';

export default function MoreProductPage() {
  return (
    <PurchaserOnly title="多件合打">
      <MoreProduct />
    </PurchaserOnly>
  );
}

interface Outcome {
  code: string;
  result: PackScanResult | null;
  error: string | null;
}

function MoreProduct() {
  const bench = useBenchPrinter();
  const { confirm, toast } = useFeedback();
  const slots = usePackSlots();
  const scanBox = useRef<ScanInputHandle>(null);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<Outcome | null>(null);

  /** Prints what a complete scan (or 打印) answered; the outcome says whether the printer took it. */
  async function printOut(code: string, result: PackScanResult): Promise<Outcome> {
    if (!result.label) return { code, result, error: result.failure };
    const failed = await bench.print(result.label, result.houdao);
    return { code, result, error: failed ? `面单已取号，打印失败：${failed}` : null };
  }

  /** A piece: into its 格口 → true; refused (or its order's waybill not printed) → false. */
  async function scan(scanned: string): Promise<boolean> {
    if (bench.notReady) {
      setLast({ code: scanned, result: null, error: bench.notReady });
      return false;
    }
    setBusy(true);
    try {
      const answer = await packScan({
        code: scanned,
        ...(bench.courier ? { courierCode: bench.courier } : {}),
      });
      const outcome: Outcome =
        answer.errorCode !== 0
          ? { code: scanned, result: null, error: answer.errorMsg }
          : answer.data.complete
            ? await printOut(scanned, answer.data)
            : { code: scanned, result: answer.data, error: null };
      setLast(outcome);
      return outcome.error === null;
    } finally {
      setBusy(false);
      void slots.mutate();
    }
  }

  async function print(orderNo: string) {
    setBusy(true);
    try {
      const answer = await packPrint({ orderNo, ...(bench.courier ? { courierCode: bench.courier } : {}) });
      if (answer.errorCode !== 0) toast.error(answer.errorMsg);
      else setLast(await printOut(orderNo, answer.data));
    } finally {
      setBusy(false);
      void slots.mutate();
      scanBox.current?.ready();
    }
  }

  async function clear(slot: PackSlot) {
    const sure = await confirm({
      title: '清空格口',
      content: `取出 ${slot.slotNo}号格 的 ${slot.scanned} 件商品（订单 ${slot.orderNo}），已扫记录清零。`,
      okText: '清空',
      danger: true,
    });
    if (!sure) return;
    const answer = await packClear(slot.orderNo);
    if (answer.errorCode === 0) toast.success(`${slot.slotNo}号格已清空`);
    else toast.error(answer.errorMsg);
    void slots.mutate();
  }

  const held = slots.data?.slots ?? [];
  return (
    <Page title="多件合打">
      <div className="oms-bench">
        <Flex vertical gap={12}>
          <Card size="small">
            <ScanInput
              ref={scanBox}
              label="扫描取货码"
              placeholder="逐件扫描商品上的取货码，回车"
              enterText="放入格口"
              onScan={scan}
            />
            {last && <LastScan outcome={last} busy={busy} onPrint={(no) => void print(no)} />}
          </Card>
          <Card
            size="small"
            title={`格口（已用 ${held.length}${slots.data ? ` / ${slots.data.capacity}` : ''}）`}
          >
            {held.length === 0 ? (
              <Typography.Text type="secondary">格口都是空的</Typography.Text>
            ) : (
              <ul className="oms-bench-slots" aria-label="格口">
                {held.map((s) => (
                  <SlotCard
                    key={s.slotNo}
                    slot={s}
                    last={last?.result?.slot?.orderNo === s.orderNo}
                    busy={busy}
                    onPrint={() => void print(s.orderNo)}
                    onClear={() => void clear(s)}
                  />
                ))}
              </ul>
            )}
          </Card>
        </Flex>
        <BenchPrintSettings bench={bench} />
      </div>
    </Page>
  );
}

function LastScan({
  outcome,
  busy,
  onPrint,
}: {
  outcome: Outcome;
  busy: boolean;
  onPrint: (orderNo: string) => void;
}) {
  const { result, error } = outcome;
  const slot = result?.slot ?? null;
  return (
    <div role="status" aria-label="扫描结果" className="oms-bench-result" style={{ marginTop: 12 }}>
      {slot && (
        <Flex gap={16} align="center" wrap>
          <span className="oms-bench-slot-big">{slot.slotNo}号格</span>
          <span>
            <div>
              订单 {slot.orderNo}
              {slot.status === 'TAKING' && <Tag color="processing">还在拿货</Tag>}
            </div>
            <div>
              已扫 {slot.scanned} / {slot.pieces} 件
            </div>
          </span>
          <ul className="oms-bench-lines" aria-label="本单商品">
            {slot.lines.map((l) => (
              <li key={l.takeCode} data-done={l.scanned === l.qty}>
                {l.articleNo} {l.color}/{l.size}：已扫 {l.scanned}/{l.qty}
                {l.took < l.qty && `（还有 ${l.qty - l.took} 件未拿到）`}
              </li>
            ))}
          </ul>
        </Flex>
      )}
      {result?.label && !error && (
        <Alert
          type="success"
          showIcon
          title={`已扫齐，面单已打印：${result.label.courierName} ${result.label.waybillNo}`}
          description={`${result.label.goods}（共 ${result.label.pieces} 件）`}
        />
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={result ? error : `${outcome.code}：${error}`}
          action={
            result?.complete ? (
              <Button
                size="small"
                disabled={busy}
                onClick={() => onPrint(result.label?.orderNo ?? slot!.orderNo)}
              >
                重新打印
              </Button>
            ) : undefined
          }
        />
      )}
    </div>
  );
}

function SlotCard({
  slot,
  last,
  busy,
  onPrint,
  onClear,
}: {
  slot: PackSlot;
  last: boolean;
  busy: boolean;
  onPrint: () => void;
  onClear: () => void;
}) {
  const done = slot.complete;
  return (
    <li data-complete={done} data-last={last} aria-label={`${slot.slotNo}号格`}>
      <Flex justify="space-between" align="baseline">
        <span className="oms-bench-slot-no">{slot.slotNo}号格</span>
        {slot.status === 'TAKING' ? (
          <Tag color="processing">还在拿货</Tag>
        ) : done ? (
          <Tag color="success">已齐</Tag>
        ) : null}
      </Flex>
      <div>{slot.orderNo}</div>
      <Progress
        aria-label={`已扫 ${slot.scanned}/${slot.pieces} 件`}
        percent={Math.round((slot.scanned / Math.max(1, slot.pieces)) * 100)}
        size="small"
        format={() => `${slot.scanned}/${slot.pieces}`}
      />
      <Flex gap={4} wrap>
        {done && (
          <Button
            size="small"
            type="primary"
            disabled={busy}
            onClick={onPrint}
            aria-label={`打印 ${slot.slotNo}号格`}
          >
            打印
          </Button>
        )}
        <Button size="small" danger disabled={busy} onClick={onClear} aria-label={`清空 ${slot.slotNo}号格`}>
          清空
        </Button>
      </Flex>
    </li>
  );
}
