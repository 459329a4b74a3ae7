import { CloseCircleFilled } from '@ant-design/icons';

/**
 * `allowClear` for an Input: its clear button holds only an icon, which antd names "close-circle" in
 * English. (Selects and pickers get the same icon from OmsProvider; an Input cannot, as antd's context
 * would turn clearing on for every input.)
 */
export const inputClear = { clearIcon: <CloseCircleFilled aria-label="清除" /> };
