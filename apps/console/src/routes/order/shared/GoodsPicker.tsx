import { useState } from 'react';
import { Button, Input, List, Pagination, Typography } from 'antd';
import type { DaifaGoods } from '@oms/api-client';
import { formatFen, inputClear } from '@oms/ui';
import { useGoodsSearch } from '../../../api/placeOrder.ts';

/**
 * The market's goods by 货号, 档口 or words, today's stall price and how often it is out of stock; each
 * with one button (添加 on 代发下单, 选择 when linking a shop SKU).
 */
export function GoodsPicker({
  onAdd,
  actionLabel = '添加',
}: {
  onAdd: (goods: DaifaGoods) => void;
  actionLabel?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useGoodsSearch(keyword, page);
  return (
    <div>
      <Input.Search
        aria-label="搜索商品"
        placeholder="输入货号、档口或商品名称"
        enterButton="搜索"
        allowClear={inputClear}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onSearch={(q) => {
          setKeyword(q.trim());
          setPage(1);
        }}
        style={{ maxWidth: 460 }}
      />
      {/* scrolls on its own: the order's lines below stay in reach */}
      <List
        aria-label="商品搜索结果"
        size="small"
        style={{ maxHeight: 360, overflowY: 'auto' }}
        loading={isLoading}
        locale={{ emptyText: error ? error.message : '没有找到商品，换个货号或档口试试' }}
        dataSource={data?.items ?? []}
        renderItem={(g) => (
          <List.Item
            key={g.goodsId}
            actions={[
              <Button
                key="add"
                size="small"
                onClick={() => onAdd(g)}
                aria-label={`${actionLabel} ${g.articleNo}`}
              >
                {actionLabel}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <span>
                  <Typography.Text strong>{g.articleNo}</Typography.Text>
                  <Typography.Text type="secondary"> · {g.stall}</Typography.Text>
                </span>
              }
              description={
                <span>
                  {g.title} · <Typography.Text type="danger">{formatFen(g.priceFen)}</Typography.Text>
                  {g.lackRate30d >= 0.1 && (
                    <Typography.Text type="warning">
                      {' '}
                      · 近30天缺货率 {Math.round(g.lackRate30d * 100)}%
                    </Typography.Text>
                  )}
                </span>
              }
            />
          </List.Item>
        )}
      />
      {data && data.total > 10 && (
        <Pagination
          size="small"
          current={page}
          pageSize={10}
          total={data.total}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </div>
  );
}
