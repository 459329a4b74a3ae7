// 版本记录: every saved version, two of them side by side as pictures, and restore.
import { Button, Checkbox, Drawer, Empty, List, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import {
  encodePng,
  layoutLabel,
  parseTemplate,
  renderRaster,
  type LabelData,
  type LabelFont,
} from '@oms/label-engine';
import type { LabelTemplateVersionWire } from '@oms/api-client';
import { formatDateTime } from '@oms/ui';
import { fetchLabelTemplateVersion, useLabelTemplateVersionsQuery } from '../../../api/labelTemplates.ts';

interface Props {
  templateId: number | null;
  currentVersion: number;
  open: boolean;
  font: LabelFont | null;
  data: LabelData;
  onClose: () => void;
  onRestore: (version: number) => void;
}

const time = (iso: string) => formatDateTime(iso);

function pngUrl(body: unknown, data: LabelData, font: LabelFont) {
  const layout = layoutLabel(parseTemplate(body), data, { font, dpi: 203 });
  return URL.createObjectURL(
    new Blob([encodePng(renderRaster(layout, font)) as BlobPart], { type: 'image/png' }),
  );
}

function VersionPicture({
  templateId,
  version,
  data,
  font,
}: {
  templateId: number;
  version: number;
  data: LabelData;
  font: LabelFont;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    fetchLabelTemplateVersion(templateId, version).then(
      (v) => {
        made = pngUrl(v.body, data, font);
        setUrl(made);
      },
      (e: Error) => setError(e.message),
    );
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [templateId, version, data, font]);
  return (
    <figure className="oms-version-picture">
      <figcaption>第 {version} 版</figcaption>
      {url ? (
        <img src={url} alt={`第 ${version} 版预览`} />
      ) : (
        <Typography.Text type="secondary">{error ?? '加载中…'}</Typography.Text>
      )}
    </figure>
  );
}

export function VersionsDrawer({ templateId, currentVersion, open, font, data, onClose, onRestore }: Props) {
  const versions = useLabelTemplateVersionsQuery(open ? templateId : null);
  const [compare, setCompare] = useState<number[]>([]);
  useEffect(() => setCompare([]), [templateId, open]);
  const toggle = (v: number) =>
    setCompare((c) => (c.includes(v) ? c.filter((x) => x !== v) : [...c, v].slice(-2)).sort((a, b) => b - a));
  return (
    <Drawer title="版本记录" open={open} onClose={onClose} size={560} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        每次保存都是一个版本。勾选两个版本并排对比；恢复会把旧版本保存为最新版本。
      </Typography.Paragraph>
      {compare.length === 2 && templateId && font && (
        <div className="oms-version-compare" aria-label="版本对比">
          {compare.map((v) => (
            <VersionPicture key={v} templateId={templateId} version={v} data={data} font={font} />
          ))}
        </div>
      )}
      {versions.data?.length === 0 ? (
        <Empty />
      ) : (
        <List<LabelTemplateVersionWire>
          loading={versions.isLoading}
          dataSource={versions.data ?? []}
          renderItem={(v) => (
            <List.Item
              actions={[
                <Button
                  key="r"
                  size="small"
                  disabled={v.version === currentVersion}
                  onClick={() => onRestore(v.version)}
                >
                  恢复此版本
                </Button>,
              ]}
            >
              <Space>
                <Checkbox
                  checked={compare.includes(v.version)}
                  onChange={() => toggle(v.version)}
                  aria-label={`对比第 ${v.version} 版`}
                />
                <span>第 {v.version} 版</span>
                {v.version === currentVersion && <Tag color="blue">当前</Tag>}
                {v.restoredFrom !== null && <Tag>由第 {v.restoredFrom} 版恢复</Tag>}
              </Space>
              <Typography.Text type="secondary">
                {time(v.createdAt)} · {v.createdBy}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
