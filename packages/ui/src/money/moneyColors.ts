/**
 * Income and expense colours dark enough for text on white (WCAG AA 4.5:1). Apart from AmountCard so a
 * page showing a coloured sum (工作台) does not load Card with it.
 */
export const MONEY_COLORS = { income: '#237804', expense: '#cf1322' } as const;
