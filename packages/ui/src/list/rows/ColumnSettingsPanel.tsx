import { SettingOutlined } from '@ant-design/icons';
import { ColumnSettingsList, type ColumnSettingsListProps } from './ColumnSettingsList.tsx';
import { PanelButton } from './PanelButton.tsx';

export type ColumnSettingsPanelProps = ColumnSettingsListProps;

/** The 列设置 button of a list page and its panel: show/hide, reorder, widths, 恢复默认. */
export function ColumnSettingsPanel(props: ColumnSettingsPanelProps) {
  return (
    <PanelButton label="列设置" panelLabel="列设置" icon={<SettingOutlined aria-hidden />}>
      {() => <ColumnSettingsList {...props} />}
    </PanelButton>
  );
}
