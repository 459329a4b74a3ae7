// The list module's filter and paging parts (presentation only; the console wires data and the URL).
export { StatusTabs, type StatusTabItem, type StatusTabsProps } from './StatusTabs.tsx';
export { CombinedSearch, type CombinedSearchProps, type CombinedSearchValue } from './CombinedSearch.tsx';
export { guessSearchField, AUTO_SEARCH_FIELD, type SearchField } from './guessSearchField.ts';
export { useSlashFocus } from './useSlashFocus.ts';
export { BatchPasteDialog, type BatchPasteDialogProps } from './BatchPasteDialog.tsx';
export { parseBatchNumbers, BATCH_NUMBERS_MAX, type ParsedBatchNumbers } from './parseBatchNumbers.ts';
export { NotFoundReport, type NotFoundReportProps } from './NotFoundReport.tsx';
export { copyText } from './copyText.ts';
export { QuickDateRange, type QuickDateRangeProps } from './QuickDateRange.tsx';
export {
  resolveDateRange,
  parseDay,
  DATE_PRESETS,
  type DatePreset,
  type DateRangeValue,
} from './resolveDateRange.ts';
export { ListPager, LIST_PAGE_SIZES, type ListPagerProps } from './ListPager.tsx';
export { SelectionBar, type SelectionBarProps } from './SelectionBar.tsx';
export { ListState, type ListStateProps } from './ListState.tsx';
export { formatTotal } from './formatTotal.ts';
