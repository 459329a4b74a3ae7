// Theme and root
export { OmsProvider, type OmsProviderProps } from './theme/OmsProvider.tsx';
export { omsTheme } from './theme/theme.ts';

// Components
export { CountBadge, formatCount, type CountBadgeProps } from './CountBadge/CountBadge.tsx';
export { StatusTag, type StatusTagProps } from './StatusTag/StatusTag.tsx';
export { TONE_STYLES } from './StatusTag/tones.ts';
export { MaskedText, type MaskedTextProps } from './MaskedText/MaskedText.tsx';
export { StatCard, type StatCardProps } from './home/StatCard.tsx';
export { TodoCard, type TodoCardProps } from './home/TodoCard.tsx';
export { NoticeStrip, type NoticeStripProps, type NoticeStripItem } from './home/NoticeStrip.tsx';
export { RuleBuilder, type RuleBuilderProps } from './intercept/RuleBuilder.tsx';
export {
  CONDITION_KINDS,
  conditionsText,
  draftToRequest,
  emptyDraft,
  ruleToDraft,
  type ConditionKind,
  type RuleDraft,
} from './intercept/ruleDraft.ts';
export {
  MarkdownView,
  isSafeLink,
  renderMarkdown,
  type MarkdownViewProps,
} from './MarkdownView/MarkdownView.tsx';
export { PriceInput, type PriceInputProps } from './PriceInput/PriceInput.tsx';
export { PinInput, type PinInputProps } from './PinInput/PinInput.tsx';
export { AmountCard, SignedFen, type AmountCardProps } from './money/AmountCard.tsx';
export { MONEY_COLORS } from './money/moneyColors.ts';
export { PromptDialog, type PromptDialogProps } from './PromptDialog/PromptDialog.tsx';
export {
  validatePrompt,
  DEFAULT_INVALID_INPUT_TEXT,
  type PromptRules,
} from './PromptDialog/validatePrompt.ts';
export { DataTable, type DataTableProps } from './DataTable/DataTable.tsx';
export { RowCards, type RowCardsProps, type RowCardsSelection } from './DataTable/RowCards.tsx';
export { SmallTable } from './DataTable/SmallTable.tsx';
export { FieldList, type FieldListItem } from './list/rows/FieldList.tsx';
export { Tour, type OmsTourProps, type OmsTourStep } from './Tour/Tour.tsx';
export { useTargetPoll, type TourTarget, type TargetPoll } from './Tour/useTargetPoll.ts';
export { PageShell, type PageShellProps } from './PageShell/PageShell.tsx';
export { Page, type PageProps } from './PageShell/Page.tsx';
export { useNarrowLayout, narrowLayoutQuery } from './PageShell/useNarrowLayout.ts';
export { ForbiddenResult, type ResultPageProps } from './results/ForbiddenResult.tsx';
export { NotFoundResult } from './results/NotFoundResult.tsx';

// Feedback: toast / alert / confirm
export { useFeedback } from './feedback/useFeedback.ts';
export { feedback } from './feedback/feedback.ts';
export type { AlertOptions, ConfirmOptions, Feedback, Toast, ToastType } from './feedback/types.ts';

// Forms
export { blamedField, showServerError, validatedValues } from './forms/serverErrors.ts';

// Helpers
export { isEmpty } from './helpers/isEmpty.ts';
export {
  DATE_FORMATS,
  formatDate,
  formatDateTime,
  formatMonthDay,
  formatTime,
  formatYearMonthDay,
  type DateFormatName,
} from './helpers/dates.ts';
export { recentRange } from './helpers/recentRange.ts';
export { shanghai, shanghaiDay, shanghaiToday, SHANGHAI_OFFSET_MINUTES } from './helpers/shanghai.ts';
export { debounce, type Debounced } from './helpers/debounce.ts';
export { inputClear } from './helpers/inputClear.tsx';
export { useDebouncedCallback } from './helpers/useDebouncedCallback.ts';
export { maskName, maskPhone } from './helpers/mask.ts';
export { fenToPriceText, finishPrice, priceTextToFen, sanitizePrice } from './helpers/price.ts';
export { createRequestKey } from './helpers/requestKey.ts';

export * from './constants.ts';
// The list module (see list/README.md): filters and paging, grouped rows, columns, bulk results, views.
export * from './list/filters/index.ts';
export * from './list/rows/index.ts';
export { formatFen } from './helpers/money.ts';
export { OrderTimeline, type OrderTimelineProps, type OrderTimelineEvent } from './daifa/OrderTimeline.tsx';
export { timelineText } from './daifa/timelineText.ts';
export { FeeSummary, type FeeSummaryProps } from './daifa/FeeSummary.tsx';
export { AfterSaleSteps, type AfterSaleStepsProps } from './afterSale/AfterSaleSteps.tsx';
export { afterSaleStepsOf, type CaseProgress, type CaseSteps } from './afterSale/afterSaleSteps.ts';
export { ConfirmButton, type ConfirmButtonProps } from './ConfirmButton/ConfirmButton.tsx';
export { ParcelCard, daysLeft, type ParcelCardProps } from './afterSale/ParcelCard.tsx';
export {
  ClaimSearch,
  claimQueryOf,
  type ClaimQuery,
  type ClaimSearchProps,
} from './afterSale/ClaimSearch.tsx';
export { ScanInput, type ScanInputHandle, type ScanInputProps } from './scan/ScanInput.tsx';
export { scanTone } from './scan/scanTone.ts';
export {
  CourierQuoteList,
  type CourierQuote,
  type CourierQuoteListProps,
} from './daifa/CourierQuoteList.tsx';
export { StallTaskCard, type StallTaskCardProps, type QuickOutcome } from './pickup/StallTaskCard.tsx';
export { ReportSheet, type ReportSheetProps, type SheetKind } from './pickup/ReportSheet.tsx';
export { AreaTree, areaChoice, chosenAny, type AreaChoice, type AreaTreeProps } from './pickup/AreaTree.tsx';
export { CellLines } from './list/rows/CellLines.tsx';
