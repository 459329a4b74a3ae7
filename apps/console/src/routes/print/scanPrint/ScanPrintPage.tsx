// 扫描打印: the packer scans a piece's 取货码 (or the order's number, or its waybill) and the order's
// 电子面单 prints at once — with its 后道标 when ticked — the same number again when it has one. 本次扫描
// lists this sitting's scans, newest first, each with 重打.
import { useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import type { ScanPrintResult } from '@oms/api-client';
import { Page, ScanInput, type ScanInputHandle } from '@oms/ui';
import { PurchaserOnly } from '../../../app/guards/PurchaserOnly.tsx';
import { scanPrint } from '../../../api/packScan.ts';
import { BenchPrintSettings } from '../../../print/bench/BenchPrintSettings.tsx';
import { useBenchPrinter } from '../../../print/bench/useBenchPrinter.ts';
import { chinaTime } from '../../funds/fundsFormat.ts';

interface Scan {
  key: number;
  at: string;
  code: string;
  result: ScanPrintResult | null;
  /** Why nothing printed (the order, the courier, the printer), or null. */
  error: string | null;
}

export default function ScanPrintPage() {
  return (
    <PurchaserOnly title="扫描打印">
      <ScanPrint />
    </PurchaserOnly>
  );
}

const MATCHED = { TAKE_CODE: '取货码', ORDER: '订单号', WAYBILL: '运单号' } as const;

function ScanPrint() {
  const bench = useBenchPrinter();
  const scanBox = useRef<ScanInputHandle>(null);
  const [busy, setBusy] = useState(false);
  const [scans, setScans] = useState<Scan[]>([]);
  const seq = useRef(0);

  /** One scan (or 重打): printed → true, refused or not printed → false (the list says why). */
  async function run(value: string): Promise<boolean> {
    const scan: Scan = {
      key: ++seq.current,
      at: new Date().toISOString(),
      code: value,
      result: null,
      error: null,
    };
    if (bench.notReady) {
      scan.error = bench.notReady;
      setScans((all) => [scan, ...all]);
      return false;
    }
    setBusy(true);
    try {
      const answer = await scanPrint({
        code: value,
        ...(bench.courier ? { courierCode: bench.courier } : {}),
      });
      if (answer.errorCode !== 0) scan.error = answer.errorMsg;
      else {
        scan.result = answer.data;
        const failed = await bench.print(answer.data.label, answer.data.houdao);
        if (failed) scan.error = `面单已取号，打印失败：${failed}`;
      }
    } finally {
      setScans((all) => [scan, ...all].slice(0, 200));
      setBusy(false);
    }
    return scan.error === null;
  }

  const last = scans[0];
  const printed = scans.filter((s) => s.result && !s.error).length;
  return (
    <Page title="扫描打印">
      <div className="oms-bench">
        <Flex vertical gap={12}>
          <Card size="small">
            <ScanInput
              ref={scanBox}
              label="扫描条码"
              placeholder="扫描取货码 / 订单号 / 运单号，回车打印"
              enterText="打印"
              onScan={run}
            />
            {last && (
              <div role="status" aria-label="扫描结果" className="oms-bench-result" style={{ marginTop: 12 }}>
                {last.error ? (
                  <Alert type="error" showIcon title={`${last.code}：${last.error}`} />
                ) : (
                  <Alert
                    type="success"
                    showIcon
                    title={`${last.result!.orderNo} 已打印 ${last.result!.label.courierName} ${last.result!.label.waybillNo}`}
                    description={`${last.result!.label.goods}（共 ${last.result!.label.pieces} 件）`}
                  />
                )}
              </div>
            )}
          </Card>
          <Card size="small" title={`本次扫描（${scans.length} 次，打印 ${printed} 单）`}>
            {scans.length === 0 ? (
              <Typography.Text type="secondary">还没有扫描</Typography.Text>
            ) : (
              <ol aria-label="本次扫描" className="oms-bench-scans">
                {scans.map((s) => (
                  <ScanRow
                    key={s.key}
                    scan={s}
                    busy={busy}
                    onReprint={(no) => void run(no).finally(() => scanBox.current?.ready())}
                  />
                ))}
              </ol>
            )}
          </Card>
        </Flex>
        <BenchPrintSettings bench={bench} />
      </div>
    </Page>
  );
}

function ScanRow({
  scan,
  busy,
  onReprint,
}: {
  scan: Scan;
  busy: boolean;
  onReprint: (orderNo: string) => void;
}) {
  const r = scan.result;
  return (
    <li>
      <Flex gap={8} wrap align="center" justify="space-between">
        <span>
          <Typography.Text type="secondary">{chinaTime(scan.at).slice(11)}</Typography.Text>{' '}
          {r ? (
            <>
              <Typography.Text strong>{r.orderNo}</Typography.Text> <Tag>{MATCHED[r.matchedBy]}</Tag>
              {r.label.courierName} {r.label.waybillNo}
              {r.label.printCount > 1 && <Tag color="warning">第{r.label.printCount}次打印</Tag>}
            </>
          ) : (
            <Typography.Text>{scan.code}</Typography.Text>
          )}
        </span>
        <span>
          {scan.error ? (
            <Typography.Text type="danger">{scan.error}</Typography.Text>
          ) : (
            <Tag color="success">已打印</Tag>
          )}
          {r && (
            <Button
              size="small"
              disabled={busy}
              onClick={() => onReprint(r.orderNo)}
              aria-label={`重打 ${r.orderNo}`}
            >
              重打
            </Button>
          )}
        </span>
      </Flex>
    </li>
  );
}
