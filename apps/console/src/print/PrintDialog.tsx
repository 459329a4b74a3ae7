// 打印: the environment check, printer and mode (remembered per template kind), copies and calibration,
// then the batch with progress, cancel and a result per label; the job goes to the print log.
import { Alert, Button, Form, InputNumber, Modal, Progress, Select, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { PRINT_MODES, type LabelTemplateKind, type PrintMode } from '@oms/api-client';
import type { LabelData, LabelFont, Template } from '@oms/label-engine';
import type { BatchItemResult } from '@oms/print-bridge';
import { useFeedback } from '@oms/ui';
import { useClodopStore } from './clodopStore.ts';
import { PrintEnvironmentPanel } from './PrintEnvironmentPanel.tsx';
import { runPrintJob } from './printJob.ts';
import { loadPrintPrefs, savePrintPrefs, type PrintPrefs } from './printPrefs.ts';
import { safeFileName } from './fileName.ts';
import './print.css';

export interface PrintDialogProps {
  open: boolean;
  onClose: () => void;
  template: Template;
  templateId: number | null;
  kind: LabelTemplateKind;
  /** One label per row (before copies). */
  rows: LabelData[];
  font: LabelFont;
  /** Ask for the number of copies of each row (a design preview prints its sample row). */
  askCopies?: boolean;
  /** Labels of more than one template (a pick-up roll's stall cards and pieces): printed instead of rows. */
  sequence?: { template: Template; row: LabelData }[];
  /** TSPL / ZPL as one raw job. */
  oneJob?: boolean;
  /** Told once the job is sent (the board refreshes what it printed). */
  onPrinted?: () => void;
}

export function PrintDialog({
  open,
  onClose,
  template,
  templateId,
  kind,
  rows,
  font,
  askCopies = true,
  sequence,
  oneJob = false,
  onPrinted,
}: PrintDialogProps) {
  const { toast } = useFeedback();
  const { state, detect } = useClodopStore();
  const [prefs, setPrefs] = useState<PrintPrefs>(() => loadPrintPrefs(kind));
  const [copies, setCopies] = useState(1);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [results, setResults] = useState<BatchItemResult[] | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!open) return;
    setPrefs(loadPrintPrefs(kind));
    setResults(null);
    setProgress(null);
    if (!state || state.state === 'error') void detect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, [open, kind]);

  const printers = state?.state === 'complete' ? state.found.printers : [];
  const viaLodop = prefs.mode !== 'browser';
  const ready = !viaLodop || (state?.state === 'complete' && printers.length > 0);
  const printer = prefs.printer && printers.includes(prefs.printer) ? prefs.printer : (printers[0] ?? null);
  const change = (patch: Partial<PrintPrefs>) => {
    const next = { ...prefs, ...patch };
    setPrefs(next);
    savePrintPrefs(kind, next);
  };

  const print = async (downloadAs?: string) => {
    const batch = askCopies ? rows.flatMap((row) => Array.from({ length: copies }, () => row)) : rows;
    abort.current = new AbortController();
    setResults(null);
    setProgress({ done: 0, total: sequence?.length ?? batch.length });
    const {
      results: out,
      cancelled,
      logError,
    } = await runPrintJob({
      template,
      rows: batch,
      ...(sequence ? { sequence } : {}),
      oneJob,
      font,
      mode: prefs.mode,
      lodop: state?.state === 'complete' ? state.found.lodop : null,
      printer: viaLodop ? printer : null,
      offsetMm: { x: prefs.offsetX, y: prefs.offsetY },
      sheet: prefs.sheet,
      ...(downloadAs ? { downloadAs } : {}),
      signal: abort.current.signal,
      onProgress: (done, total) => setProgress({ done, total }),
      kind,
      templateId,
    });
    abort.current = null;
    setResults(out);
    if (logError) toast.warning(`打印记录未保存：${logError}`);
    if (out.every((r) => r.ok) && !cancelled)
      toast.success(downloadAs ? `已下载 ${out.length} 张标签的 PDF` : `已打印 ${out.length} 张`);
    onPrinted?.();
  };

  const running = progress !== null && results === null;
  const failed = results?.filter((r) => !r.ok) ?? [];
  return (
    <Modal
      title="打印"
      open={open}
      onCancel={() => (running ? abort.current?.abort() : onClose())}
      maskClosable={!running}
      footer={
        <Space>
          {running ? (
            <Button onClick={() => abort.current?.abort()}>取消打印</Button>
          ) : (
            <Button onClick={onClose}>关闭</Button>
          )}
          {!viaLodop && (
            <Button disabled={running} onClick={() => void print(`${safeFileName(template.name)}.pdf`)}>
              下载PDF
            </Button>
          )}
          <Button type="primary" disabled={!ready || running} loading={running} onClick={() => void print()}>
            打印
          </Button>
        </Space>
      }
      destroyOnHidden
    >
      {viaLodop && <PrintEnvironmentPanel state={state} onDetect={() => void detect()} />}
      <Form layout="horizontal" labelCol={{ span: 6 }} wrapperCol={{ span: 18 }} style={{ marginTop: 12 }}>
        <Form.Item label="打印方式">
          <Select
            aria-label="打印方式"
            value={prefs.mode}
            onChange={(mode: PrintMode) => change({ mode })}
            options={Object.entries(PRINT_MODES).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        {!viaLodop && (
          <Form.Item label="纸张">
            <Select
              aria-label="纸张"
              value={prefs.sheet}
              onChange={(sheet: PrintPrefs['sheet']) => change({ sheet })}
              options={[
                { value: 'label', label: '标签纸（一张一页）' },
                { value: 'A4', label: 'A4 纸（多张排版，带裁切线）' },
              ]}
            />
          </Form.Item>
        )}
        {viaLodop && (
          <Form.Item label="打印机">
            <Select
              aria-label="打印机"
              value={printer ?? undefined}
              placeholder={state?.state === 'complete' ? '没有打印机' : '连接打印服务后选择'}
              disabled={printers.length === 0}
              onChange={(p: string) => change({ printer: p })}
              options={printers.map((p) => ({ value: p, label: p }))}
            />
          </Form.Item>
        )}
        {askCopies && (
          <Form.Item label="份数">
            <InputNumber
              aria-label="份数"
              min={1}
              max={500}
              value={copies}
              onChange={(v) => setCopies(Math.max(1, Number(v) || 1))}
            />
          </Form.Item>
        )}
        {viaLodop && (
          <Form.Item label="位置校准" extra="打印偏了？向右（X）或向下（Y）为正，单位毫米；按模板类型记住。">
            <Space>
              <InputNumber
                aria-label="水平偏移"
                addonBefore="X"
                min={-10}
                max={10}
                step={0.1}
                value={prefs.offsetX}
                onChange={(v) => change({ offsetX: Number(v) || 0 })}
              />
              <InputNumber
                aria-label="垂直偏移"
                addonBefore="Y"
                min={-10}
                max={10}
                step={0.1}
                value={prefs.offsetY}
                onChange={(v) => change({ offsetY: Number(v) || 0 })}
              />
            </Space>
          </Form.Item>
        )}
      </Form>
      {!ready && viaLodop && state?.state === 'error' && (
        <Alert type="info" showIcon title="打印服务不可用时，可以把打印方式改为“浏览器打印”。" />
      )}
      {progress && (
        <div aria-label="打印进度">
          <Progress
            // a browser job reports no progress of its own: done when its results are in
            percent={results ? 100 : Math.round((progress.done / Math.max(1, progress.total)) * 100)}
            status={failed.length ? 'exception' : undefined}
          />
          <Typography.Text>
            {results
              ? `完成：成功 ${results.length - failed.length} 张，失败 ${failed.length} 张`
              : `正在打印 ${progress.done}/${progress.total}`}
          </Typography.Text>
        </div>
      )}
      {failed.length > 0 && (
        <ul className="oms-print-failures" aria-label="打印失败的标签">
          {failed.slice(0, 20).map((f) => (
            <li key={f.index}>
              第 {f.index + 1} 张：{f.error}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
