// 我的模板: the account's templates, newest change first.
import { Button, Empty, Spin, Tag } from 'antd';
import { ConfirmButton } from '@oms/ui';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { LABEL_TEMPLATE_KINDS, type LabelTemplateSummaryWire } from '@oms/api-client';

interface Props {
  templates: LabelTemplateSummaryWire[] | undefined;
  loading: boolean;
  openId: number | null;
  onOpen: (id: number) => void;
  onNew: () => void;
  onDelete: (t: LabelTemplateSummaryWire) => void;
}

export function TemplateList({ templates, loading, openId, onOpen, onNew, onDelete }: Props) {
  return (
    <nav className="oms-template-list" aria-label="我的模板">
      <div className="oms-template-list-head">
        <strong>我的模板</strong>
        <Button size="small" type="primary" icon={<PlusOutlined aria-hidden />} onClick={onNew}>
          新建
        </Button>
      </div>
      {loading ? (
        <Spin />
      ) : !templates?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有模板" />
      ) : (
        <ul>
          {templates.map((t) => (
            <li key={t.id} className={t.id === openId ? 'oms-template-open' : undefined}>
              <button
                type="button"
                onClick={() => onOpen(t.id)}
                aria-current={t.id === openId ? 'true' : undefined}
              >
                <span className="oms-template-name">{t.name}</span>
                <span className="oms-template-meta">
                  <Tag bordered={false}>{LABEL_TEMPLATE_KINDS[t.kind]}</Tag>
                  {t.width}×{t.height}mm · v{t.version}
                </span>
              </button>
              <ConfirmButton
                title={`删除模板「${t.name}」？`}
                okText="删除"
                okDanger
                onConfirm={() => onDelete(t)}
                size="small"
                type="text"
                aria-label={`删除 ${t.name}`}
                icon={<DeleteOutlined aria-hidden />}
              />
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
