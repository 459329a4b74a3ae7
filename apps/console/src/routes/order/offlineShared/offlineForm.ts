import { priceTextToFen } from '@oms/ui';
import type { OfflineLineInput } from '@oms/api-client';

/** A goods line as the form holds it: the price as typed (PriceInput keeps it to 2 decimals). */
export interface OfflineLineValue {
  stall: string;
  articleNo: string;
  title: string;
  color: string;
  size: string;
  qty: number | null;
  price: string;
}

export const emptyLine = (): OfflineLineValue => ({
  stall: '',
  articleNo: '',
  title: '',
  color: '',
  size: '',
  qty: 1,
  price: '',
});

/** The form's lines as the contract takes them (the form's own rules have checked every field). */
export function toLineInputs(lines: readonly OfflineLineValue[]): OfflineLineInput[] {
  return lines.map((l) => ({
    stall: l.stall.trim(),
    articleNo: l.articleNo.trim(),
    ...(l.title.trim() ? { title: l.title.trim() } : {}),
    color: l.color.trim(),
    size: l.size.trim(),
    qty: l.qty ?? 0,
    priceFen: priceTextToFen(l.price) ?? 0,
  }));
}

export const fenToPriceText = (fen: number) => (fen / 100).toFixed(2);

/** Lines read back (a draft to edit, a 拿货单 brought into a return) as the form holds them. */
export function toLineValues(
  lines: ReadonlyArray<Omit<OfflineLineInput, 'title'> & { title?: string | undefined }>,
): OfflineLineValue[] {
  return lines.map((l) => ({
    stall: l.stall,
    articleNo: l.articleNo,
    title: l.title ?? '',
    color: l.color,
    size: l.size,
    qty: l.qty,
    price: fenToPriceText(l.priceFen),
  }));
}

/** 合计 as the form is filled in: pieces and fen, ignoring lines not priced yet. */
export function linesTotal(lines: ReadonlyArray<Partial<OfflineLineValue> | undefined>): {
  pieces: number;
  fen: number;
} {
  let pieces = 0;
  let fen = 0;
  for (const l of lines) {
    const qty = l?.qty ?? 0;
    pieces += qty;
    fen += qty * (priceTextToFen(l?.price ?? '') ?? 0);
  }
  return { pieces, fen };
}
