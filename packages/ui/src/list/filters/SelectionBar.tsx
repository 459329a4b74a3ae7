import type { ReactNode } from 'react';
import { Button, Flex, theme, Typography } from 'antd';
import { useNarrowLayout } from '../../PageShell/useNarrowLayout.ts';
import { formatTotal } from './formatTotal.ts';

export interface SelectionBarProps {
  /** Rows ticked on this page. */
  selectedCount: number;
  /** Rows matching the current filters, on every page. */
  total: number;
  /** The selection is every matching row, not just the ticked ones (bulk actions then go by the filters). */
  allMatching: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
  /** The bulk action buttons (批量发货, 导出…). */
  actions?: ReactNode;
}

/** Shown while rows are selected: how many, 全选 N 条匹配结果, 取消选择, and the bulk actions. */
export function SelectionBar({
  selectedCount,
  total,
  allMatching,
  onSelectAllMatching,
  onClear,
  actions,
}: SelectionBarProps) {
  const { token } = theme.useToken();
  const narrow = useNarrowLayout();
  if (selectedCount === 0 && !allMatching) return null;

  return (
    <section
      aria-label="批量操作"
      style={{
        background: token.colorPrimaryBg,
        borderRadius: token.borderRadius,
        padding: narrow ? '8px 12px' : '8px 16px',
      }}
    >
      <Flex wrap align="center" justify="space-between" gap={8}>
        <Flex wrap align="center" gap={narrow ? 4 : 12}>
          <Typography.Text aria-live="polite" aria-atomic strong>
            {allMatching
              ? `已选择全部 ${formatTotal(total)} 条匹配结果`
              : `已选 ${formatTotal(selectedCount)} 条（本页）`}
          </Typography.Text>
          {!allMatching && total > selectedCount && (
            <Button type="link" size="small" onClick={onSelectAllMatching} style={{ paddingInline: 0 }}>
              全选 {formatTotal(total)} 条匹配结果
            </Button>
          )}
          <Button type="link" size="small" onClick={onClear} style={{ paddingInline: 0 }}>
            取消选择
          </Button>
        </Flex>
        {actions !== undefined && (
          <Flex wrap gap={8}>
            {actions}
          </Flex>
        )}
      </Flex>
    </section>
  );
}
