// The list module's rows, columns and bulk results (presentation only). See ../README.md.
export {
  applyColumnSettings,
  clampColumnWidth,
  defaultColumnSettings,
  moveColumnSetting,
  normalizeColumnSettings,
  setColumnWidth,
  LIST_COLUMN_MAX_WIDTH_PX,
  type ColumnSetting,
  type ListColumn,
} from './columns.ts';
export { GroupedList, type GroupedListProps } from './GroupedList.tsx';
export type { GroupAccessors } from './groupContext.ts';
export { pageCheckState, type GroupSelection, type PageCheckState } from './selection.ts';
export { ColumnSettingsPanel, type ColumnSettingsPanelProps } from './ColumnSettingsPanel.tsx';
export { ColumnSettingsList, type ColumnSettingsListProps } from './ColumnSettingsList.tsx';
export { BulkJobProgress, bulkJobText, type BulkJobProgressProps } from './BulkJobProgress.tsx';
export { BulkResultReport, type BulkResultReportProps, type BulkResultRow } from './BulkResultReport.tsx';
export { bulkItemOutcome, bulkJobState, type BulkJobState } from './bulkStates.ts';
export { SavedViewsMenu, type SavedView, type SavedViewsMenuProps } from './SavedViewsMenu.tsx';
export { SAVED_VIEW_NAME_MAX, type NewSavedView } from './SaveViewModal.tsx';
