// The packing bench prints without a dialog: each scan's 电子面单 (and 后道标 when ticked) goes straight to
// the printers chosen once here, remembered on this computer per label kind like the dialog's.
import { useEffect, useState } from 'react';
import type { HoudaoLabel, LabelTemplateKind, WaybillLabel } from '@oms/api-client';
import type { LabelData } from '@oms/label-engine';
import { useLabelFont } from '@oms/label-designer/font';
import { useClodopStore } from '../clodopStore.ts';
import { presetTemplate } from '../presetTemplate.ts';
import { runPrintJob } from '../printJob.ts';
import { loadPrintPrefs, savePrintPrefs, type PrintPrefs } from '../printPrefs.ts';
import { loadCourier, saveCourier, type ShipCourier } from './couriers.ts';

const HOUDAO_KEY = 'oms.bench.houdao';

export type BenchKind = Extract<LabelTemplateKind, 'waybill-100x180' | 'houdao'>;

export function useBenchPrinter() {
  const { state, detect } = useClodopStore();
  const { font } = useLabelFont();
  const [prefs, setPrefs] = useState<Record<BenchKind, PrintPrefs>>(() => ({
    'waybill-100x180': loadPrintPrefs('waybill-100x180'),
    houdao: loadPrintPrefs('houdao'),
  }));
  const [withHoudao, setWithHoudaoState] = useState(() => localStorage.getItem(HOUDAO_KEY) === '1');
  const [courier, setCourierState] = useState<ShipCourier | ''>(loadCourier);

  useEffect(() => {
    if (!state || state.state === 'error') void detect();
    // once, when the bench opens: the store keeps what it found for every page
  }, []);

  const printers = state?.state === 'complete' ? state.found.printers : [];
  const printerOf = (kind: BenchKind) => {
    const chosen = prefs[kind].printer;
    return chosen && printers.includes(chosen) ? chosen : (printers[0] ?? null);
  };
  const kinds: BenchKind[] = withHoudao ? ['waybill-100x180', 'houdao'] : ['waybill-100x180'];
  /** Why a scan would print nothing now (no font yet, no printer chosen), or null when ready. */
  const notReady = !font
    ? '字体还在加载，请稍候再扫'
    : kinds.every((k) => prefs[k].mode === 'browser' || printerOf(k) !== null)
      ? null
      : '打印机未就绪，请先在“打印设置”里连接打印服务并选择打印机';

  const change = (kind: BenchKind, patch: Partial<PrintPrefs>) => {
    const next = { ...prefs[kind], ...patch };
    setPrefs((all) => ({ ...all, [kind]: next }));
    savePrintPrefs(kind, next);
  };

  /** Prints the waybill, then the 后道标 when ticked; answers why it failed, or null. */
  async function print(label: WaybillLabel, houdao: HoudaoLabel | null): Promise<string | null> {
    if (!font) return '字体还在加载，请稍候重打';
    const lodop = state?.state === 'complete' ? state.found.lodop : null;
    const jobs: [BenchKind, LabelData][] = [['waybill-100x180', label as unknown as LabelData]];
    if (withHoudao && houdao) jobs.push(['houdao', houdao as unknown as LabelData]);
    for (const [kind, row] of jobs) {
      const p = prefs[kind];
      const out = await runPrintJob({
        template: presetTemplate(kind),
        rows: [row],
        oneJob: true,
        font,
        mode: p.mode,
        lodop,
        printer: p.mode === 'browser' ? null : printerOf(kind),
        offsetMm: { x: p.offsetX, y: p.offsetY },
        kind,
        templateId: null,
      });
      if (out.firstError) return out.firstError.replace(/^第1张：/, '');
    }
    return null;
  }

  return {
    clodop: state,
    detect,
    printers,
    prefs,
    printerOf,
    change,
    withHoudao,
    setWithHoudao: (on: boolean) => {
      setWithHoudaoState(on);
      localStorage.setItem(HOUDAO_KEY, on ? '1' : '0');
    },
    courier,
    setCourier: (c: ShipCourier | '') => {
      setCourierState(c);
      saveCourier(c);
    },
    notReady,
    print,
  };
}

export type BenchPrinter = ReturnType<typeof useBenchPrinter>;
