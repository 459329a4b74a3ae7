/** Fen as the console and messages write money: ¥12.50 (a memo, an error message, a timeline line). */
export const yuanText = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
