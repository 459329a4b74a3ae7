import type { ReactNode } from 'react';
import { Flex, theme, Typography } from 'antd';
import { useNarrowLayout } from './useNarrowLayout.ts';

export interface PageProps {
  /** The page heading; the console also puts it in the document title. */
  title?: ReactNode;
  /** Actions on the heading's right (导出, 新增…). */
  extra?: ReactNode;
  children?: ReactNode;
}

/** One screen's white working area inside PageShell, with its heading and actions (they wrap below the heading on a phone). */
export function Page({ title, extra, children }: PageProps) {
  const { token } = theme.useToken();
  const narrow = useNarrowLayout();
  return (
    <section
      style={{
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        padding: narrow ? token.padding : token.paddingLG,
        boxShadow: '0 1px 2px rgba(15, 23, 42, 0.04)',
      }}
    >
      {(title !== undefined || extra !== undefined) && (
        <Flex align="center" justify="space-between" gap={narrow ? 8 : 16} wrap style={{ marginBottom: 16 }}>
          <Typography.Title level={1} style={{ fontSize: 18, margin: 0, fontWeight: 600 }}>
            {title}
          </Typography.Title>
          {extra !== undefined && (
            <Flex gap={8} wrap>
              {extra}
            </Flex>
          )}
        </Flex>
      )}
      {children}
    </section>
  );
}
