import { Button, Flex, Select } from 'antd';
import { salesChannel, stateCodes, stateLabel } from '@oms/api-client';
import { CombinedSearch, QuickDateRange, type DateRangeValue } from '@oms/ui';
import { useShopOptions } from '../../../api/shopOrders.ts';
import { shopOrderSearchBoxFields } from './searchFields.ts';
import { dateRangeOf, type ShopOrdersUrlState } from './urls.ts';

const PLATFORM_OPTIONS = stateCodes(salesChannel).map((code) => ({
  value: code,
  label: stateLabel(salesChannel, code),
}));

interface Props {
  state: ShopOrdersUrlState;
  update: (change: Partial<ShopOrdersUrlState>) => void;
  onOpenBatch: () => void;
}

/** The filter bar of 同步订单: date range, platform, shop, the combined search and 批量查询. */
export function ShopOrderFilters({ state, update, onOpenBatch }: Props) {
  const shops = useShopOptions();
  const setRange = (value: DateRangeValue) =>
    update(
      value.preset
        ? { range: value.preset, from: '', to: '' }
        : value.from || value.to
          ? { range: 'custom', from: value.from ?? '', to: value.to ?? '' }
          : { range: '', from: '', to: '' },
    );
  return (
    <Flex wrap gap={12} align="center">
      <QuickDateRange label="下单时间" value={dateRangeOf(state)} onChange={setRange} />
      <Select
        mode="multiple"
        allowClear
        aria-label="平台"
        placeholder="全部平台"
        style={{ minWidth: 160 }}
        maxTagCount="responsive"
        options={PLATFORM_OPTIONS}
        value={state.platforms}
        onChange={(platforms: string[]) => update({ platforms })}
      />
      <Select
        mode="multiple"
        allowClear
        aria-label="店铺"
        placeholder="全部店铺"
        style={{ minWidth: 200 }}
        maxTagCount="responsive"
        loading={shops.isLoading}
        options={(shops.data ?? []).map((s) => ({
          value: s.id,
          label: `${s.name}（${stateLabel(salesChannel, s.platform)}）`,
        }))}
        value={state.shops}
        onChange={(ids: number[]) => update({ shops: ids })}
        optionFilterProp="label"
      />
      <CombinedSearch
        fields={shopOrderSearchBoxFields}
        value={{ field: state.sf, text: state.q }}
        onSearch={(value) => update({ sf: value.field, q: value.text.trim() })}
      />
      <Button onClick={onOpenBatch}>批量查询</Button>
    </Flex>
  );
}
