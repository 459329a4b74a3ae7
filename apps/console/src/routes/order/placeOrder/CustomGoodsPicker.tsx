import { useMemo, useState } from 'react';
import { Button, Flex, Select, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { CustomGoods, DaifaGoods } from '@oms/api-client';
import { formatFen } from '@oms/ui';
import { useCustomGoodsPage } from '../../../api/customGoods.ts';

/** A 自定义商品 as the form's lines hold goods: no stall id at the market, never out of stock there. */
export const asPlaceGoods = (g: CustomGoods): DaifaGoods => ({
  goodsId: g.goodsId,
  articleNo: g.articleNo,
  stallId: '',
  stall: g.stall,
  title: g.title,
  colors: g.colors,
  sizes: g.sizes,
  priceFen: g.priceFen,
  weightG: g.weightG,
  lackRate30d: 0,
});

/** 自定义商品 in 代发下单: the seller's own goods by 档口, 货号 or name, one 添加; 管理 opens the list. */
export function CustomGoodsPicker({ onAdd }: { onAdd: (goods: DaifaGoods) => void }) {
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const request = useMemo(() => ({ ...(keyword ? { keyword } : {}), pageSize: 50 }), [keyword]);
  const { data, isLoading } = useCustomGoodsPage(request);
  const list = data?.list ?? [];
  const add = () => {
    const g = list.find((x) => x.id === chosen);
    if (!g) return;
    onAdd(asPlaceGoods(g));
    setChosen(null);
  };
  return (
    <Flex gap={8} wrap align="center">
      <Typography.Text>自定义商品</Typography.Text>
      <Select
        aria-label="选择自定义商品"
        showSearch
        filterOption={false}
        onSearch={(q) => setKeyword(q.trim())}
        loading={isLoading}
        value={chosen}
        onChange={setChosen}
        placeholder="选择登记过的自定义商品"
        notFoundContent={keyword ? '没有匹配的自定义商品' : '还没有自定义商品'}
        style={{ minWidth: 280, flex: '0 1 360px' }}
        options={list.map((g) => ({
          value: g.id,
          // the price before the name: on a phone the end of the line is cut
          label: `${g.articleNo} · ${g.stall} · ${formatFen(g.priceFen)} · ${g.title}`,
        }))}
      />
      <Button onClick={add} disabled={chosen === null}>
        添加
      </Button>
      <Link to="/goods/customGoods" target="_blank">
        管理自定义商品
      </Link>
    </Flex>
  );
}
