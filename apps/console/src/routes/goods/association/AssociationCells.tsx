import { Button, Flex, Tag, Typography } from 'antd';
import { SUGGESTION_ADOPT_MIN_SCORE, type GoodsAssociationRow } from '@oms/api-client';
import { formatFen } from '@oms/ui';

export const specOf = (color: string, size: string) => [color, size].filter(Boolean).join(' / ') || '无规格';

/** The shop's SKU: its picture, title, 货号 and 规格, and the stall the listing names. */
export function ShopSkuCell({ row }: { row: GoodsAssociationRow }) {
  return (
    <Flex gap={8} align="start">
      {row.imageUrl ? (
        <img
          src={row.imageUrl}
          alt=""
          width={40}
          height={40}
          style={{ borderRadius: 4, objectFit: 'cover' }}
        />
      ) : null}
      <Flex vertical>
        <Typography.Text>{row.title || '—'}</Typography.Text>
        <Typography.Text type="secondary">
          {row.articleNo} · {specOf(row.color, row.size)}
        </Typography.Text>
        {row.stall && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            店铺标注档口：{row.stall}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}

/** 关联价 against today's: 价格变动 says by how much, a rise in red. */
function PriceChange({ linked, now }: { linked: number | null; now: number | null }) {
  if (now === null) return null;
  if (linked === null || linked === now) return <Typography.Text>{formatFen(now)}</Typography.Text>;
  const up = now > linked;
  return (
    <Typography.Text>
      {formatFen(linked)} →{' '}
      <Typography.Text strong style={{ color: up ? '#cf1322' : '#237804' }}>
        {formatFen(now)}（{up ? '涨' : '降'}
        {formatFen(Math.abs(now - linked))}）
      </Typography.Text>
    </Typography.Text>
  );
}

/** The linked goods, or the 建议 with its score, reasons and 采纳. */
export function SupplyCell({
  row,
  adopting,
  onAdopt,
}: {
  row: GoodsAssociationRow;
  adopting: boolean;
  onAdopt: (row: GoodsAssociationRow) => void;
}) {
  const { link, suggestion } = row;
  if (link)
    return (
      <Flex vertical>
        <Typography.Text>
          {link.stall} {link.articleNo}
          {link.state === 'INVALID' && (
            <Tag color="error" style={{ marginInlineStart: 8 }}>
              已失效
            </Tag>
          )}
        </Typography.Text>
        <Typography.Text type="secondary">
          {link.title} · {link.color} / {link.size}
        </Typography.Text>
        {link.state === 'INVALID' ? (
          <Typography.Text type="danger">{link.invalidReason}</Typography.Text>
        ) : (
          <PriceChange linked={link.linkedPriceFen} now={link.marketPriceFen} />
        )}
      </Flex>
    );
  if (!suggestion) return <Typography.Text type="secondary">未关联</Typography.Text>;
  const sure = suggestion.score >= SUGGESTION_ADOPT_MIN_SCORE;
  return (
    <Flex vertical gap={2}>
      <Typography.Text>
        <Tag color={sure ? 'success' : 'default'}>建议 {suggestion.score}分</Tag>
        {suggestion.stall} {suggestion.articleNo}
      </Typography.Text>
      <Typography.Text type="secondary">
        {suggestion.title} · {suggestion.color} / {suggestion.size} · {formatFen(suggestion.priceFen)}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {suggestion.reason}
      </Typography.Text>
      <span>
        <Button
          size="small"
          type={sure ? 'primary' : 'default'}
          loading={adopting}
          aria-label={`采纳建议 ${row.articleNo} ${row.color} ${row.size}`}
          onClick={() => onAdopt(row)}
        >
          采纳
        </Button>
      </span>
    </Flex>
  );
}
