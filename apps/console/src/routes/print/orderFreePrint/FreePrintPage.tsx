// 自由打印: any label — a built-in one or the account's own design — filled by hand or pasted from Excel,
// a row a label with its own copies, previewed, then printed as one job through the print dialog.
import { useMemo, useState } from 'react';
import { Button, Card, Flex, Input, InputNumber, Modal, Select, Space, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import type { LabelTemplateKind } from '@oms/api-client';
import { PRESETS, loadAnyTemplate, templateFields, type LabelData, type Template } from '@oms/label-engine';
import { useLabelFont } from '@oms/label-designer/font';
import { Page, useFeedback } from '@oms/ui';
import { useLabelTemplateQuery, useLabelTemplatesQuery } from '../../../api/labelTemplates.ts';
import { LabelPreview } from '../../../print/LabelPreview.tsx';
import { PrintDialog } from '../../../print/PrintDialog.tsx';
import { presetTemplate } from '../../../print/presetTemplate.ts';
import { sampleDataFor } from '../tagEditor/templateSamples.ts';
import { PurchaserOnly } from '../../../app/guards/PurchaserOnly.tsx';
import { fieldCaptions } from './fieldCaptions.ts';
import { MAX_COPIES, pastedRows, type FreeRow } from './pastedRows.ts';
import '../../../print/bench/bench.css';

/** Rows a job takes (the print log keeps as many), and labels in all. */
const MAX_ROWS = 1000;
const MAX_LABELS = 5000;
const COPIES_FIELD = '__copies';

const emptyRow = (fields: readonly string[]): FreeRow => ({
  values: Object.fromEntries(fields.map((f) => [f, ''])),
  copies: 1,
});

export default function FreePrintPage() {
  return (
    <PurchaserOnly title="自由打印">
      <FreePrint />
    </PurchaserOnly>
  );
}

function FreePrint() {
  const { toast } = useFeedback();
  const { font } = useLabelFont();
  const own = useLabelTemplatesQuery();
  const [choice, setChoice] = useState<string>(`preset:${PRESETS[0]!.id}`);
  const ownId = choice.startsWith('own:') ? Number(choice.slice(4)) : null;
  const ownTemplate = useLabelTemplateQuery(ownId);
  const [rows, setRows] = useState<FreeRow[]>([]);
  const [pasting, setPasting] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  const [previewIndex, setPreviewIndex] = useState(0);

  const picked = useMemo((): { template: Template; kind: LabelTemplateKind; id: number | null } | null => {
    if (!ownId) {
      const id = choice.slice('preset:'.length);
      return { template: presetTemplate(id), kind: id as LabelTemplateKind, id: null };
    }
    if (!ownTemplate.data) return null;
    try {
      return { template: loadAnyTemplate(ownTemplate.data.body), kind: ownTemplate.data.kind, id: ownId };
    } catch {
      return null;
    }
  }, [choice, ownId, ownTemplate.data]);
  const fields = useMemo(() => (picked ? templateFields(picked.template.elements) : []), [picked]);
  const captions = useMemo(() => (picked ? fieldCaptions(picked.template) : {}), [picked]);
  const labelOf = (f: string) => captions[f] ?? f;
  // the kind's sample value shows in an empty cell: what the field is for, at a glance
  const sample = picked ? sampleDataFor(picked.kind) : {};
  const shown = rows.length ? rows : [emptyRow(fields)];
  const labels = shown.reduce((n, r) => n + r.copies, 0);

  const change = (index: number, patch: Partial<FreeRow> | { field: string; value: string }) =>
    setRows(
      shown.map((r, i) =>
        i !== index
          ? r
          : 'field' in patch
            ? { ...r, values: { ...r.values, [patch.field]: patch.value } }
            : { ...r, ...patch },
      ),
    );

  function choose(value: string) {
    setChoice(value);
    setRows([]);
    setPreviewIndex(0);
  }

  function paste() {
    const got = pastedRows(pasting ?? '', fields, Object.fromEntries(fields.map((f) => [f, labelOf(f)])));
    if (!got.length) return toast.error('没有读到数据：请从 Excel 复制单元格后粘贴');
    const next = [...rows.filter((r) => Object.values(r.values).some((v) => v !== '')), ...got];
    if (next.length > MAX_ROWS) return toast.error(`一次最多 ${MAX_ROWS} 行`);
    setRows(next);
    setPasting(null);
    toast.success(`已粘贴 ${got.length} 行`);
  }

  function print() {
    if (labels > MAX_LABELS) return toast.error(`单次最多打印${MAX_LABELS}张`);
    setPrinting(true);
  }

  const previewRow = shown[Math.min(previewIndex, shown.length - 1)]!;
  const templateOptions = [
    {
      label: '内置模板',
      options: PRESETS.map((p) => ({
        value: `preset:${p.id}`,
        label: `${p.name}（${p.template.width}×${p.template.height}）`,
      })),
    },
    ...(own.data?.length
      ? [
          {
            label: '我的模板',
            options: own.data.map((t) => ({
              value: `own:${t.id}`,
              label: `${t.name}（${t.width}×${t.height}）`,
            })),
          },
        ]
      : []),
  ];

  return (
    <Page title="自由打印">
      <Flex vertical gap={12}>
        <Card size="small">
          <Flex gap={12} wrap align="center">
            <Typography.Text>标签模板</Typography.Text>
            <Select
              aria-label="标签模板"
              value={choice}
              options={templateOptions}
              onChange={choose}
              style={{ width: 300, maxWidth: '100%' }}
              showSearch={{ optionFilterProp: 'label' }}
            />
            <Typography.Text type="secondary">
              {fields.length
                ? `字段：${fields.map(labelOf).join('、')}`
                : '这个模板没有可填的字段，按份数打印'}
            </Typography.Text>
          </Flex>
        </Card>
        <div className="oms-bench">
          <Card
            size="small"
            title={`标签内容（${shown.length} 行，共 ${labels} 张）`}
            extra={
              <Space wrap>
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  disabled={shown.length >= MAX_ROWS}
                  onClick={() => setRows([...shown, emptyRow(fields)])}
                >
                  添加一行
                </Button>
                <Button onClick={() => setPasting('')}>从Excel粘贴</Button>
                <Button onClick={() => setRows([])}>清空</Button>
              </Space>
            }
          >
            <Table<FreeRow & { index: number }>
              aria-label="标签内容"
              size="small"
              rowKey="index"
              pagination={shown.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
              scroll={{ x: 'max-content' }}
              dataSource={shown.map((r, index) => ({ ...r, index }))}
              onRow={(r) => ({
                onFocus: () => setPreviewIndex(r.index),
                onClick: () => setPreviewIndex(r.index),
              })}
              columns={[
                { title: '#', key: 'no', width: 48, render: (_, r) => r.index + 1 },
                ...fields.map((f) => ({
                  title: labelOf(f),
                  key: f,
                  render: (_: unknown, r: FreeRow & { index: number }) => (
                    <Input
                      aria-label={`第${r.index + 1}行 ${labelOf(f)}`}
                      value={r.values[f] ?? ''}
                      placeholder={sample[f] === undefined ? undefined : String(sample[f])}
                      maxLength={200}
                      style={{ minWidth: 120 }}
                      onChange={(e) => change(r.index, { field: f, value: e.target.value })}
                    />
                  ),
                })),
                {
                  title: '份数',
                  key: 'copies',
                  width: 100,
                  render: (_, r) => (
                    <InputNumber
                      aria-label={`第${r.index + 1}行 份数`}
                      min={1}
                      max={MAX_COPIES}
                      precision={0}
                      value={r.copies}
                      onChange={(v) => change(r.index, { copies: Math.max(1, Number(v) || 1) })}
                    />
                  ),
                },
                {
                  title: '操作',
                  key: 'actions',
                  width: 64,
                  render: (_, r) => (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`删除第${r.index + 1}行`}
                      disabled={shown.length === 1}
                      onClick={() => setRows(shown.filter((_, i) => i !== r.index))}
                    />
                  ),
                },
              ]}
            />
          </Card>
          <Card size="small" title={`预览（第 ${Math.min(previewIndex, shown.length - 1) + 1} 行）`}>
            <Flex vertical gap={12} align="start">
              {picked && font ? (
                <LabelPreview
                  template={picked.template}
                  data={previewRow.values as LabelData}
                  font={font}
                  label={`标签预览：第 ${Math.min(previewIndex, shown.length - 1) + 1} 行`}
                />
              ) : (
                <Typography.Text type="secondary">模板加载中…</Typography.Text>
              )}
              <Button
                type="primary"
                icon={<PrinterOutlined aria-hidden />}
                disabled={!picked || !font}
                onClick={print}
              >
                打印 {labels} 张
              </Button>
            </Flex>
          </Card>
        </div>
      </Flex>
      <Modal
        title="从Excel粘贴"
        open={pasting !== null}
        okText="读取"
        onOk={paste}
        onCancel={() => setPasting(null)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          在 Excel 里选中单元格复制，粘贴到下面。第一行可以是表头（
          {fields.map(labelOf).concat('份数').join('、')}）， 没有表头时按这个顺序读列。
        </Typography.Paragraph>
        <Input.TextArea
          aria-label="粘贴的内容"
          rows={8}
          value={pasting ?? ''}
          onChange={(e) => setPasting(e.target.value)}
          autoFocus
        />
      </Modal>
      {printing && picked && font && (
        <PrintDialog
          open
          onClose={() => setPrinting(false)}
          template={{ ...picked.template, copiesField: COPIES_FIELD }}
          templateId={picked.id}
          kind={picked.kind}
          rows={shown.map((r) => ({ ...r.values, [COPIES_FIELD]: String(r.copies) }))}
          font={font}
          askCopies={false}
        />
      )}
    </Page>
  );
}
