import { Button, Flex, Select, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useNarrowLayout } from '../../PageShell/useNarrowLayout.ts';
import { formatTotal } from './formatTotal.ts';

/** Page sizes a list offers; 20 is the default. */
export const LIST_PAGE_SIZES = [20, 50, 100, 200] as const;

export interface ListPagerProps {
  /** 1-based: the server pages by cursor, so the pager only counts how far the user has gone. */
  page: number;
  pageSize: number;
  /** Matching rows; omit while the count is unknown. */
  total?: number | null;
  hasPrev: boolean;
  hasNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  onPageSizeChange: (pageSize: number) => void;
  /** 回到第一页, offered from page 2 on. */
  onFirst?: () => void;
  /** A page is loading: the buttons wait. */
  loading?: boolean;
}

/** Keyset paging: 共 N 条 · 第 N 页 · 上一页 / 下一页 · page size. No page numbers to jump to. */
export function ListPager({
  page,
  pageSize,
  total,
  hasPrev,
  hasNext,
  onPrev,
  onNext,
  onPageSizeChange,
  onFirst,
  loading = false,
}: ListPagerProps) {
  const narrow = useNarrowLayout();
  const size = narrow ? 'small' : 'medium';
  return (
    <nav aria-label="分页">
      <Flex wrap align="center" justify={narrow ? 'space-between' : 'flex-end'} gap={narrow ? 8 : 12}>
        {total !== undefined && total !== null && (
          <Typography.Text>共 {formatTotal(total)} 条</Typography.Text>
        )}
        <Flex align="center" gap={8}>
          {onFirst && page > 1 && (
            <Button size={size} type="link" onClick={onFirst} disabled={loading} style={{ paddingInline: 4 }}>
              回到第一页
            </Button>
          )}
          <Button
            size={size}
            icon={<LeftOutlined aria-hidden />}
            disabled={!hasPrev || loading}
            onClick={onPrev}
          >
            上一页
          </Button>
          <Typography.Text aria-live="polite" aria-atomic style={{ whiteSpace: 'nowrap' }}>
            第 {page} 页
          </Typography.Text>
          <Button
            size={size}
            icon={<RightOutlined aria-hidden />}
            iconPlacement="end"
            disabled={!hasNext || loading}
            onClick={onNext}
          >
            下一页
          </Button>
        </Flex>
        <Select
          size={size}
          aria-label="每页条数"
          value={pageSize}
          onChange={onPageSizeChange}
          options={LIST_PAGE_SIZES.map((n) => ({ value: n, label: `${n} 条/页` }))}
          style={{ width: narrow ? 96 : 110 }}
        />
      </Flex>
    </nav>
  );
}
