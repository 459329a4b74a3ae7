import { useMemo, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { CloseCircleFilled, EllipsisOutlined, SearchOutlined } from '@ant-design/icons';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { TOAST_DURATION_MS, TOAST_OFFSET_PX } from '../constants.ts';
import { FeedbackBridge } from '../feedback/FeedbackBridge.tsx';
import { omsTheme } from './theme.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';
import { tableRules } from './tableRules.ts';

// Spec §9: locale zh-cn, also for the dates antd's pickers render.
dayjs.locale('zh-cn');

// antd's icons name themselves in English ("search", "close-circle", "ellipsis"); where one is all a
// button holds, it names the button. These are the buttons antd draws with nothing but an icon.
const inputSearch = { searchIcon: <SearchOutlined aria-label="搜索" /> };
const clearIcon = <CloseCircleFilled aria-label="清除" />;
const clearable = { clearIcon };
const tabs = { moreIcon: <EllipsisOutlined aria-label="更多标签" /> };

export interface OmsProviderProps {
  children?: ReactNode;
}

/**
 * The root every screen renders inside: zh_CN locale, the product theme, and antd's App context
 * configured with spec §9's toast timing so `useFeedback()` and `feedback` work everywhere below.
 * Someone whose system asks for reduced motion gets no antd animation: dialogs, drawers and menus
 * appear at once.
 */
export function OmsProvider({ children }: OmsProviderProps) {
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(
    () => (reducedMotion ? { ...omsTheme, token: { ...omsTheme.token, motion: false } } : omsTheme),
    [reducedMotion],
  );
  return (
    // No auto space between two CJK characters on buttons: 导出 not 导 出, as sellers' other tools write it.
    <ConfigProvider
      locale={zhCN}
      theme={theme}
      button={{ autoInsertSpace: false }}
      inputSearch={inputSearch}
      select={clearable}
      datePicker={clearable}
      cascader={clearable}
      tabs={tabs}
    >
      <App message={{ duration: TOAST_DURATION_MS / 1000, top: TOAST_OFFSET_PX }} component={false}>
        <FeedbackBridge />
        {/* React hoists it into <head>, once however many providers render */}
        <style href="oms-table-rules" precedence="oms">
          {tableRules('ant')}
        </style>
        {children}
      </App>
    </ConfigProvider>
  );
}
