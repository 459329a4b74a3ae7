// The bench's printers, chosen once: the 电子面单's, and the 后道标's when it prints beside it; the courier
// new numbers are taken from. The environment check shows while the print service is not ready.
import { Card, Checkbox, Flex, Select, Typography } from 'antd';
import { PRINT_MODES, type PrintMode } from '@oms/api-client';
import { PrintEnvironmentPanel } from '../PrintEnvironmentPanel.tsx';
import { courierOptions, type ShipCourier } from './couriers.ts';
import type { BenchKind, BenchPrinter } from './useBenchPrinter.ts';
import './bench.css';

const modeOptions = Object.entries(PRINT_MODES).map(([value, label]) => ({ value, label }));

function PrinterRow({ bench, kind, title }: { bench: BenchPrinter; kind: BenchKind; title: string }) {
  const p = bench.prefs[kind];
  return (
    <Flex gap={8} wrap align="center">
      <Typography.Text className="oms-bench-label">{title}</Typography.Text>
      <Select
        aria-label={`${title}打印方式`}
        value={p.mode}
        options={modeOptions}
        style={{ width: 220 }}
        onChange={(mode: PrintMode) => bench.change(kind, { mode })}
      />
      {p.mode !== 'browser' && (
        <Select
          aria-label={`${title}打印机`}
          value={bench.printerOf(kind) ?? undefined}
          placeholder={bench.clodop?.state === 'complete' ? '没有打印机' : '连接打印服务后选择'}
          disabled={bench.printers.length === 0}
          options={bench.printers.map((name) => ({ value: name, label: name }))}
          style={{ width: 220 }}
          onChange={(printer: string) => bench.change(kind, { printer })}
        />
      )}
    </Flex>
  );
}

export function BenchPrintSettings({ bench }: { bench: BenchPrinter }) {
  const viaLodop =
    bench.prefs['waybill-100x180'].mode !== 'browser' ||
    (bench.withHoudao && bench.prefs.houdao.mode !== 'browser');
  return (
    <Card size="small" title="打印设置" className="oms-bench-settings">
      <Flex vertical gap={8}>
        <Flex gap={8} wrap align="center">
          <Typography.Text className="oms-bench-label">快递</Typography.Text>
          <Select
            aria-label="面单快递"
            value={bench.courier}
            options={courierOptions}
            style={{ width: 170 }}
            onChange={(c: ShipCourier | '') => bench.setCourier(c)}
          />
        </Flex>
        <PrinterRow bench={bench} kind="waybill-100x180" title="面单" />
        <Checkbox checked={bench.withHoudao} onChange={(e) => bench.setWithHoudao(e.target.checked)}>
          同时打印后道标（60×40）
        </Checkbox>
        {bench.withHoudao && <PrinterRow bench={bench} kind="houdao" title="后道标" />}
        {viaLodop && bench.clodop?.state !== 'complete' && (
          <PrintEnvironmentPanel state={bench.clodop} onDetect={() => void bench.detect()} />
        )}
      </Flex>
    </Card>
  );
}
