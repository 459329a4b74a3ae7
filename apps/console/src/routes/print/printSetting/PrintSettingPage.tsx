// 打印设置 (/print/printSetting): the 60×40 pick-up label's checklist with a live preview of the dots the
// printer gets; saved in the spec's format as a version of the account's pick-up template.
import { Alert, Button, Card, Space, Spin, Tag } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useState } from 'react';
import { mutate } from 'swr';
import {
  parsePickupTemplate,
  pickupSampleData,
  pickupToTemplate,
  setPickupItem,
  type ChecklistChange,
  type PickupSection,
  type PickupTemplate,
} from '@oms/label-engine';
import { useLabelFont } from '@oms/label-designer/font';
import { Page, useFeedback } from '@oms/ui';
import { savePickupSetting, usePickupSettingQuery } from '../../../api/labelTemplates.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { PrintDialog } from '../../../print/PrintDialog.tsx';
import { LabelPreview } from '../../../print/LabelPreview.tsx';
import { PickupChecklist } from './PickupChecklist.tsx';
import './printSetting.css';
import { ButtonLink } from '../../../components/ButtonLink.tsx';

export default function PrintSettingPage() {
  const { toast, alert } = useFeedback();
  const setting = usePickupSettingQuery();
  const { font, error: fontError, retry } = useLabelFont();
  const [spec, setSpec] = useState<PickupTemplate | null>(null);
  const [version, setVersion] = useState(0);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (!setting.data || dirty) return;
    setSpec(parsePickupTemplate(setting.data.template));
    setVersion(setting.data.version);
    setTemplateId(setting.data.templateId);
  }, [setting.data, dirty]);

  const template = useMemo(() => (spec ? pickupToTemplate(spec) : null), [spec]);
  const data = useMemo(() => (spec ? pickupSampleData(spec) : {}), [spec]);

  const change = (section: PickupSection) => (key: string, c: ChecklistChange) => {
    setSpec((s) => (s ? setPickupItem(s, section, key, c) : s));
    setDirty(true);
  };

  const save = async () => {
    if (!spec) return;
    setBusy(true);
    const res = await savePickupSetting(version, spec as unknown as Record<string, unknown>);
    setBusy(false);
    if (res.errorCode === 0) {
      setSpec(parsePickupTemplate(res.data.template));
      setVersion(res.data.version);
      setTemplateId(res.data.templateId);
      setDirty(false);
      toast.success('打印设置已保存');
      void mutate(queryKeys.labelTemplates.pickupSetting(), res.data, { revalidate: false });
      void mutate(queryKeys.labelTemplates.list());
    } else if (res.errorCode === 40900)
      await alert({ title: '保存失败', content: res.errorMsg, type: 'error' });
    else toast.error(res.errorMsg);
  };

  return (
    <Page
      title="打印设置"
      extra={
        <>
          <Button
            icon={<PrinterOutlined aria-hidden />}
            disabled={!template || !font}
            onClick={() => setPrinting(true)}
          >
            打印测试页
          </Button>
          {templateId ? (
            <ButtonLink to={`/tagEditorFabric?id=${templateId}`}>在标签编辑器中调整位置</ButtonLink>
          ) : null}
          <Button type="primary" disabled={!dirty} loading={busy} onClick={() => void save()}>
            保存
          </Button>
        </>
      }
    >
      {setting.error ? (
        <Alert type="error" showIcon title={(setting.error as Error).message} />
      ) : !spec || !template ? (
        <Spin style={{ display: 'block', margin: '80px auto' }} />
      ) : (
        <div className="oms-print-setting">
          <Card
            size="small"
            title={
              <Space>
                拿货标签（60×40mm）
                {version === 0 ? <Tag>默认模板</Tag> : <Tag color="blue">第 {version} 版</Tag>}
                {dirty && <Tag color="orange">未保存</Tag>}
              </Space>
            }
          >
            <PickupChecklist spec={spec} section="pickup" onChange={change('pickup')} />
          </Card>
          <Card size="small" title="退货标签">
            <PickupChecklist spec={spec} section="return" onChange={change('return')} />
          </Card>
          <Card size="small" title="预览" className="oms-print-setting-preview">
            {fontError ? (
              <Alert
                type="warning"
                showIcon
                title={fontError}
                action={<Button onClick={retry}>重试</Button>}
              />
            ) : font ? (
              <LabelPreview template={template} data={data} font={font} label="拿货标签预览" />
            ) : (
              <Spin />
            )}
          </Card>
        </div>
      )}
      {printing && template && font && (
        <PrintDialog
          open
          onClose={() => setPrinting(false)}
          template={template}
          templateId={templateId}
          kind="pickup-60x40"
          rows={[data]}
          font={font}
        />
      )}
    </Page>
  );
}
