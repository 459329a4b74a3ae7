import type { ReactNode } from 'react';
import { Button, Checkbox, Flex } from 'antd';
import type { GroupSelection } from './selection.ts';

export interface GroupTitleProps {
  groupKey: string;
  /** The number users know the group by (order no). */
  title: string;
  /** 订单, 售后单, 账单…: names the checkbox for screen readers. */
  noun: string;
  selection?: GroupSelection;
  /** Makes the title a link-style button (opens the detail drawer). */
  onOpen?: () => void;
  /** The rest of the strip: time, shop and platform, status, remarks. */
  extra?: ReactNode;
  /** Drawn without the checkbox: the wide list puts it in its own cell. */
  checkbox?: boolean;
}

export function GroupCheckbox({
  groupKey,
  title,
  noun,
  selection,
}: Omit<GroupTitleProps, 'extra' | 'onOpen'>) {
  if (!selection) return null;
  return (
    <Checkbox
      aria-label={`选择${noun} ${title}`}
      checked={selection.selectedKeys.has(groupKey)}
      onChange={() => selection.onToggle(groupKey)}
    />
  );
}

/** A group's header strip: its number (a link when it opens), then whatever the page shows about it. */
export function GroupTitle({ title, onOpen, extra, checkbox = true, ...rest }: GroupTitleProps) {
  return (
    <Flex align="center" wrap gap="4px 16px" style={{ minWidth: 0 }}>
      {checkbox && <GroupCheckbox title={title} {...rest} />}
      {onOpen ? (
        <Button type="link" onClick={onOpen} style={{ padding: 0, height: 'auto', fontWeight: 600 }}>
          {title}
        </Button>
      ) : (
        <span style={{ fontWeight: 600 }}>{title}</span>
      )}
      {extra}
    </Flex>
  );
}
