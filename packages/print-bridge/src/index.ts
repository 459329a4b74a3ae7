// @oms/print-bridge — local print services: C-Lodop (found on localhost, versions checked, tasks run),
// raw TSPL/ZPL through it, the browser's print dialog as a fallback, batches, and the environment check.
export * from './versions.ts';
export * from './problems.ts';
export * from './batch.ts';
export * from './envCheck.ts';
export { printPdfInBrowser } from './browserPrint.ts';
export { findCLodop, printersOf, HTTP_BASES, HTTPS_BASES, type ClodopFound, type LodopLoadState, type FindOptions } from './lodop/findCLodop.ts';
export { runLodopTask, runRawTask, bytesToBinaryString, type LodopCall, type TaskOptions, type TaskResult } from './lodop/runTask.ts';
export type { CLodop } from './lodop/types.ts';
