// 标签编辑器 (/tagEditorFabric): the account's templates, the designer, saving as versions, import and export.
import { Alert, Button, Dropdown, Result, Select, Space, Spin, Tag, Typography } from 'antd';
import {
  DownOutlined,
  HistoryOutlined,
  ImportOutlined,
  PrinterOutlined,
  ProfileOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { mutate } from 'swr';
import { LABEL_TEMPLATE_KINDS, type LabelTemplateKind, type LabelTemplateWire } from '@oms/api-client';
import { LabelDesigner, useLabelFont } from '@oms/label-designer';
import {
  TemplateError,
  isPickupFormat,
  loadAnyTemplate,
  parseTemplate,
  type Template,
} from '@oms/label-engine';
import { Page, useFeedback } from '@oms/ui';
import {
  createLabelTemplate,
  deleteLabelTemplate,
  restoreLabelTemplate,
  saveLabelTemplate,
  useLabelTemplateQuery,
  useLabelSampleRowsQuery,
  useLabelTemplatesQuery,
} from '../../../api/labelTemplates.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { PrintDialog, type PrintDialogProps } from '../../../print/PrintDialog.tsx';
import { PrintLogDrawer } from '../../../print/PrintLogDrawer.tsx';
import { useLabelImages } from '../../../print/labelImages.ts';
import { exportJson, exportPdf, exportPng } from './exportTemplate.ts';
import { NewTemplateDialog, type NewTemplateValues } from './NewTemplateDialog.tsx';
import { fieldsFor, sampleDataFor, startingTemplate } from './templateSamples.ts';
import { TemplateList } from './TemplateList.tsx';
import { useOpenTemplateId } from './urls.ts';
import { VersionsDrawer } from './VersionsDrawer.tsx';
import './tagEditor.css';

const refreshList = () => mutate(queryKeys.labelTemplates.list());

export default function TagEditorPage() {
  const { toast, confirm, alert } = useFeedback();
  const [openId, setOpenId] = useOpenTemplateId();
  const list = useLabelTemplatesQuery();
  const opened = useLabelTemplateQuery(openId);
  const { font, error: fontError, retry } = useLabelFont();
  // the server's copy (id, kind, version) and the working copy the designer edits
  const [base, setBase] = useState<LabelTemplateWire | null>(null);
  const [draft, setDraft] = useState<Template | null>(null);
  const [designerKey, setDesignerKey] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [creating, setCreating] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const importRef = useRef<HTMLInputElement>(null);
  const [printing, setPrinting] = useState<Omit<PrintDialogProps, 'open' | 'onClose' | 'font'> | null>(null);
  const [logOpen, setLogOpen] = useState(false);

  const load = (t: LabelTemplateWire) => {
    setBase(t);
    setDraft(parseTemplate(t.body));
    setDirty(false);
    setDesignerKey((k) => k + 1);
  };
  useEffect(() => {
    if (opened.data && opened.data.id !== base?.id) load(opened.data);
  }, [opened.data, base?.id]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const kind: LabelTemplateKind = base?.kind ?? 'custom';
  const sampleRows = useLabelSampleRowsQuery();
  const [previewRow, setPreviewRow] = useState<number>(-1);
  const data = useMemo(() => {
    const row = sampleRows.data?.[previewRow];
    return row ? { ...sampleDataFor(kind), ...row.data } : sampleDataFor(kind);
  }, [kind, sampleRows.data, previewRow]);
  const fields = useMemo(() => (draft ? fieldsFor(draft, data) : []), [draft, data]);
  const rows = useMemo(() => [data], [data]);
  const images = useLabelImages(draft, rows);

  const leaveIfClean = async () =>
    dirty === false ||
    (await confirm({ content: '当前模板有未保存的修改，确定放弃吗？', okText: '放弃修改', danger: true }));

  const open = async (id: number) => {
    if (id === openId || !(await leaveIfClean())) return;
    setBase(null);
    setDraft(null);
    setOpenId(id);
  };

  const save = async () => {
    if (!base || !draft || busy) return;
    setBusy(true);
    const res = await saveLabelTemplate(
      base.id,
      base.version,
      draft.name.trim() || base.name,
      draft as unknown as Record<string, unknown>,
    );
    setBusy(false);
    if (res.errorCode === 0) {
      setBase(res.data);
      setDirty(false);
      toast.success(`已保存为第 ${res.data.version} 版`);
      void refreshList();
      void mutate(queryKeys.labelTemplates.versions(base.id));
    } else if (res.errorCode === 40900) {
      await alert({ title: '保存失败', content: res.errorMsg, type: 'error' });
    } else toast.error(res.errorMsg);
  };

  const create = async (v: NewTemplateValues) => {
    setBusy(true);
    const body = startingTemplate(v.kind, v.name.trim(), { width: v.width, height: v.height });
    const res = await createLabelTemplate(v.kind, v.name.trim(), body as unknown as Record<string, unknown>);
    setBusy(false);
    if (res.errorCode !== 0) return void toast.error(res.errorMsg);
    setCreating(false);
    void refreshList();
    load(res.data);
    setOpenId(res.data.id);
  };

  const importFile = async (file: File) => {
    let template: Template;
    let raw: unknown;
    try {
      raw = JSON.parse(await file.text());
      template = loadAnyTemplate(raw);
    } catch (error) {
      const message =
        error instanceof TemplateError
          ? error.message
          : error instanceof SyntaxError
            ? '文件不是有效的 JSON'
            : '无法读取文件';
      return void alert({
        title: '导入失败',
        content: <pre className="oms-import-error">{message}</pre>,
        type: 'error',
      });
    }
    const importedKind: LabelTemplateKind = isPickupFormat(raw) ? 'pickup-60x40' : 'custom';
    const name = (template.name || file.name.replace(/\.json$/i, '')).slice(0, 30);
    const res = await createLabelTemplate(importedKind, name, template as unknown as Record<string, unknown>);
    if (res.errorCode !== 0) return void alert({ title: '导入失败', content: res.errorMsg, type: 'error' });
    toast.success(`已导入为新模板「${res.data.name}」`);
    void refreshList();
    load(res.data);
    setOpenId(res.data.id);
  };

  const restore = async (version: number) => {
    if (!base) return;
    if (dirty && !(await leaveIfClean())) return;
    const res = await restoreLabelTemplate(base.id, version, base.version);
    if (res.errorCode !== 0) return void toast.error(res.errorMsg);
    load(res.data);
    toast.success(`已恢复第 ${version} 版，保存为第 ${res.data.version} 版`);
    void refreshList();
    void mutate(queryKeys.labelTemplates.versions(base.id));
  };

  const remove = async (id: number) => {
    const res = await deleteLabelTemplate(id);
    if (res.errorCode !== 0) return void toast.error(res.errorMsg);
    toast.success('模板已删除');
    if (id === openId) {
      setBase(null);
      setDraft(null);
      setDirty(false);
      setOpenId(null);
    }
    void refreshList();
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
      e.preventDefault();
      void save();
    }
  };

  const heading = base && draft && (
    <Space wrap>
      <Typography.Text strong>{draft.name}</Typography.Text>
      <Tag>{LABEL_TEMPLATE_KINDS[base.kind]}</Tag>
      <Typography.Text type="secondary">
        第 {base.version} 版 · {draft.width}×{draft.height}mm
      </Typography.Text>
      {dirty && <Tag color="orange">未保存</Tag>}
      <Select
        size="small"
        aria-label="预览数据"
        style={{ minWidth: 200 }}
        value={previewRow}
        onChange={setPreviewRow}
        options={[
          { value: -1, label: '预览数据：示例数据' },
          ...(sampleRows.data ?? []).map((r, i) => ({ value: i, label: `订单：${r.label}` })),
        ]}
      />
    </Space>
  );

  return (
    <Page
      title="标签编辑器"
      extra={
        <>
          <input
            ref={importRef}
            type="file"
            accept="application/json,.json"
            hidden
            aria-label="导入模板文件"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void importFile(file);
            }}
          />
          <Button icon={<ImportOutlined aria-hidden />} onClick={() => importRef.current?.click()}>
            导入JSON
          </Button>
          <Dropdown
            disabled={!draft || !font}
            menu={{
              items: [
                { key: 'png203', label: 'PNG 图片（203dpi）' },
                { key: 'png300', label: 'PNG 图片（300dpi）' },
                { key: 'pdf', label: 'PDF' },
                { key: 'json', label: 'JSON 模板文件' },
              ],
              onClick: ({ key }) => {
                if (!draft || !font) return;
                if (key === 'png203') exportPng(draft, data, font, 203, images);
                if (key === 'png300') exportPng(draft, data, font, 300, images);
                if (key === 'pdf') exportPdf(draft, data, font, images);
                if (key === 'json') exportJson(draft);
              },
            }}
          >
            <Button>
              导出 <DownOutlined aria-hidden />
            </Button>
          </Dropdown>
          <Button icon={<ProfileOutlined aria-hidden />} onClick={() => setLogOpen(true)}>
            打印记录
          </Button>
          <Button
            icon={<PrinterOutlined aria-hidden />}
            disabled={!draft || !font || !base}
            onClick={() =>
              draft &&
              base &&
              setPrinting({ template: draft, templateId: base.id, kind: base.kind, rows: [data] })
            }
          >
            打印
          </Button>
          <Button
            icon={<HistoryOutlined aria-hidden />}
            disabled={!base}
            onClick={() => setVersionsOpen(true)}
          >
            版本记录
          </Button>
          <Button
            type="primary"
            icon={<SaveOutlined aria-hidden />}
            disabled={!base || !dirty}
            loading={busy}
            onClick={() => void save()}
          >
            保存
          </Button>
        </>
      }
    >
      <div className="oms-tag-editor" onKeyDown={onKeyDown}>
        <TemplateList
          templates={list.data}
          loading={list.isLoading}
          openId={openId}
          onOpen={(id) => void open(id)}
          onNew={() => setCreating(true)}
          onDelete={(t) => void remove(t.id)}
        />
        <div className="oms-tag-editor-main">
          {fontError ? (
            <Result status="warning" title={fontError} extra={<Button onClick={retry}>重试</Button>} />
          ) : openId === null ? (
            <Result
              status="info"
              title="选择一个模板开始编辑，或新建一个"
              subTitle="模板按毫米设计；预览、PNG、PDF 与打印机收到的指令来自同一次排版，所见即所打。"
              extra={
                <Button type="primary" onClick={() => setCreating(true)}>
                  新建模板
                </Button>
              }
            />
          ) : opened.error ? (
            <Alert type="error" showIcon title={(opened.error as Error).message} />
          ) : !draft || !font ? (
            <Spin style={{ display: 'block', margin: '80px auto' }} />
          ) : (
            <>
              <div className="oms-tag-editor-heading">{heading}</div>
              <LabelDesigner
                key={designerKey}
                initial={draft}
                font={font}
                data={data}
                fields={fields}
                {...(images ? { images } : {})}
                onChange={(t) => {
                  setDraft(t);
                  setDirty(true);
                }}
              />
            </>
          )}
        </div>
      </div>
      {printing && font && <PrintDialog open onClose={() => setPrinting(null)} font={font} {...printing} />}
      <PrintLogDrawer
        open={logOpen}
        onClose={() => setLogOpen(false)}
        onReprint={({ job, template, rows }) => {
          setLogOpen(false);
          if (!font) return;
          setPrinting({
            template: parseTemplate(template),
            templateId: job.templateId,
            kind: job.kind,
            rows,
            askCopies: false,
          });
        }}
      />
      <NewTemplateDialog
        open={creating}
        busy={busy}
        onCancel={() => setCreating(false)}
        onCreate={(v) => void create(v)}
      />
      <VersionsDrawer
        templateId={base?.id ?? null}
        currentVersion={base?.version ?? 0}
        open={versionsOpen}
        font={font}
        data={data}
        onClose={() => setVersionsOpen(false)}
        onRestore={(v) => void restore(v)}
      />
    </Page>
  );
}
