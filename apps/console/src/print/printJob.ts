// A print job from start to the print log: the labels through `printLabels`, then the job recorded
// (what, where, how it went) so 打印记录 can show and reprint it. The dialog and the packing bench's
// scan-and-print both go through here.
import { mutate } from 'swr';
import type { LabelTemplateKind, PrintResult } from '@oms/api-client';
import type { BatchItemResult } from '@oms/print-bridge';
import { recordPrintJob } from '../api/printLog.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { printLabels, type PrintRequest } from './printLabels.ts';

const resultOf = (results: BatchItemResult[], cancelled: boolean): PrintResult => {
  const failed = results.filter((r) => !r.ok).length;
  if (cancelled) return 'CANCELLED';
  return failed === 0 ? 'PRINTED' : failed === results.length ? 'FAILED' : 'PARTIAL';
};

export interface PrintJob extends PrintRequest {
  kind: LabelTemplateKind;
  templateId: number | null;
}

export interface PrintJobOutcome {
  results: BatchItemResult[];
  cancelled: boolean;
  /** The first failed label, as 打印记录 says it (第N张：why); null when all printed. */
  firstError: string | null;
  /** Why the job could not be written to the print log, if it could not. */
  logError: string | null;
}

export async function runPrintJob(job: PrintJob): Promise<PrintJobOutcome> {
  const results = await printLabels(job);
  const cancelled = job.signal?.aborted ?? false;
  const failed = results.filter((r) => !r.ok);
  const firstError = failed[0] ? `第${failed[0].index + 1}张：${failed[0].error ?? '打印失败'}` : null;
  const { template, rows } = job;
  const recorded = await recordPrintJob({
    ...(job.templateId ? { templateId: job.templateId } : {}),
    ...(firstError ? { error: firstError } : {}),
    templateName: template.name.slice(0, 60),
    kind: job.kind,
    mode: job.mode,
    printer: job.downloadAs ? '下载PDF' : job.mode === 'browser' ? '浏览器打印' : (job.printer ?? ''),
    labels: results.length,
    failed: failed.length,
    result: resultOf(results, cancelled),
    template: template as unknown as Record<string, unknown>,
    rows: rows.slice(0, 1000),
  });
  void mutate((key) => Array.isArray(key) && key[0] === queryKeys.printLog.all()[0]);
  return {
    results,
    cancelled,
    firstError,
    logError: recorded.errorCode === 0 ? null : recorded.errorMsg,
  };
}
