import { CourierQuoteList } from '@oms/ui';
import { useExpressQuote } from '../../../api/placeOrder.ts';

/** The couriers reaching the receiver's province from our warehouse, cheapest first, priced for the parcel. */
export function CourierPicker({
  provinceCode,
  weightG,
  value,
  onChange,
}: {
  provinceCode: string | null;
  weightG: number;
  value: string | null;
  onChange: (code: string, freightFen: number) => void;
}) {
  const { data, error, isLoading } = useExpressQuote(provinceCode, weightG);
  return (
    <CourierQuoteList
      quotes={provinceCode ? (data ?? null) : null}
      loading={!!provinceCode && isLoading}
      error={error?.message ?? null}
      value={value}
      onChange={(c) => onChange(c.code, c.freightFen)}
    />
  );
}
