import type { ThemeConfig } from 'antd';
import { TOUR_ANIMATION_MS } from '../constants.ts';

/**
 * Sellers keep this console open all day: a calm, slightly desaturated blue, quiet greys and
 * compact-but-not-cramped spacing. White on the primary is 5.2:1, so primary buttons pass WCAG AA.
 */
export const omsTheme: ThemeConfig = {
  cssVar: { key: 'oms' },
  token: {
    colorPrimary: '#2563eb',
    colorInfo: '#2563eb',
    colorSuccess: '#16a34a',
    colorWarning: '#d97706',
    colorError: '#dc2626',
    colorLink: '#2563eb',
    colorTextBase: '#1f2937',
    // antd derives these by fading the text colour (65 %, 45 %, 25 %), which gives 4.7:1, 2.7:1 and
    // 1.7:1 on white and less on the grey layout. Solid greys keep every secondary text, description,
    // label, icon and placeholder at 4.5:1 or more on white, #f4f6f9 and the table header (WCAG AA):
    // #4b5563 is 7.6:1 on white, #646b78 5.4:1 (4.9:1 on #f4f6f9), #6b7280 4.8:1 (placeholders sit on white).
    colorTextSecondary: '#4b5563',
    colorTextTertiary: '#646b78',
    colorTextDescription: '#646b78',
    colorTextPlaceholder: '#6b7280',
    colorBgLayout: '#f4f6f9',
    colorBorderSecondary: '#edf0f4',
    borderRadius: 6,
    fontSize: 14,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
    wireframe: false,
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 56,
      headerPadding: '0 24px',
      siderBg: '#ffffff',
      bodyBg: '#f4f6f9',
    },
    Menu: {
      itemBorderRadius: 6,
      itemMarginInline: 8,
      subMenuItemBg: '#ffffff',
      itemSelectedBg: '#eff4ff',
      // The left bar draws its own edge; the inline menu's border would stop where the items end.
      activeBarBorderWidth: 0,
    },
    Table: {
      headerBg: '#f7f8fa',
      headerColor: '#4b5563',
      rowHoverBg: '#f5f8ff',
    },
    // A tag's text is its status colour on the status's pale fill: the base colours give 2.5–4.4:1
    // there. These darker shades (Tailwind's 700s; green's 800, as its derived fill is darker) keep
    // every state tag at 4.5:1 or more (WCAG AA); fills and borders stay derived from the base colours.
    Tag: { colorSuccess: '#166534', colorWarning: '#b45309', colorError: '#b91c1c' },
    // Warning text on white: #d97706 is 3.2:1, #b45309 5.0:1.
    Typography: {
      colorWarning: '#b45309',
      colorSuccess: '#15803d',
      // what .ant-typography-success and -warning are painted with
      colorSuccessText: '#15803d',
      colorWarningText: '#b45309',
    },
    // Spec §9: the tour's highlight moves in 400 ms.
    Tour: { motionDurationSlow: `${TOUR_ANIMATION_MS / 1000}s` },
  },
};
