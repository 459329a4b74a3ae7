import { useId, useState } from 'react';
import { Button, Flex, Tag, theme } from 'antd';
import { CheckOutlined, DeleteOutlined, DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useFeedback } from '../../feedback/useFeedback.ts';
import { PanelButton } from './PanelButton.tsx';
import { SaveViewModal, type NewSavedView } from './SaveViewModal.tsx';

/** A saved set of filters (and columns) on a list page. */
export interface SavedView {
  id: string;
  name: string;
  /** Visible to the whole team. */
  shared: boolean;
  /** Made by this user, who may delete it. */
  mine: boolean;
}

export interface SavedViewsMenuProps {
  views: readonly SavedView[];
  /** The view the page shows now; named on the button and ticked in the list. */
  activeId?: string | null;
  onApply: (id: string) => void;
  /** 保存当前筛选为视图; may return a promise (the modal waits, and stays open if it rejects). */
  onSave: (view: NewSavedView) => void | Promise<unknown>;
  /** Called after the user confirmed; may return a promise. */
  onDelete: (id: string) => void | Promise<unknown>;
}

/**
 * The 视图 button of a list page: the user's own views (我的视图, deletable after a confirm) and the
 * team's (团队共享), the active one ticked; 保存当前筛选为视图 opens a small modal.
 */
export function SavedViewsMenu({ views, activeId, onApply, onSave, onDelete }: SavedViewsMenuProps) {
  const { token } = theme.useToken();
  const { confirm } = useFeedback();
  const [saving, setSaving] = useState(false);
  const idPrefix = useId();
  const active = views.find((v) => v.id === activeId);
  const mine = views.filter((v) => v.mine);
  const team = views.filter((v) => v.shared && !v.mine);

  const remove = async (view: SavedView) => {
    const ok = await confirm({
      title: '删除视图',
      content: `确定删除视图「${view.name}」吗？删除后不可恢复。`,
      okText: '删除',
      danger: true,
    });
    if (ok) await onDelete(view.id);
  };

  const section = (title: string, list: readonly SavedView[], close: () => void) => {
    const id = `${idPrefix}-${list === mine ? 'mine' : 'team'}`;
    return (
      <div role="group" aria-labelledby={id} style={{ marginBottom: 8 }}>
        <div
          id={id}
          style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, padding: '4px 8px' }}
        >
          {title}
        </div>
        {list.length === 0 ? (
          <div style={{ color: token.colorTextSecondary, padding: '4px 8px' }}>暂无</div>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.map((view) => {
              const current = view.id === activeId;
              return (
                <li key={view.id} style={{ display: 'flex', alignItems: 'center' }}>
                  <Button
                    type="text"
                    aria-current={current ? 'true' : undefined}
                    onClick={() => {
                      close();
                      onApply(view.id);
                    }}
                    style={{
                      flex: 1,
                      minWidth: 0,
                      justifyContent: 'flex-start',
                      fontWeight: current ? 600 : undefined,
                    }}
                  >
                    <CheckOutlined
                      aria-hidden
                      style={{ visibility: current ? 'visible' : 'hidden', color: token.colorPrimary }}
                    />
                    <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{view.name}</span>
                    {view.mine && view.shared && <Tag style={{ marginInlineStart: 'auto' }}>已共享</Tag>}
                  </Button>
                  {view.mine && (
                    <Button
                      type="text"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`删除视图「${view.name}」`}
                      onClick={() => {
                        close();
                        void remove(view);
                      }}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    );
  };

  return (
    <>
      <PanelButton
        label={
          <>
            {active ? `视图：${active.name}` : '视图'}
            <DownOutlined aria-hidden style={{ marginInlineStart: 6 }} />
          </>
        }
        panelLabel="视图"
        placement="bottomLeft"
      >
        {(close) => (
          <Flex vertical style={{ width: 260, maxWidth: 'calc(100vw - 32px)' }}>
            {section('我的视图', mine, close)}
            {section('团队共享', team, close)}
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => {
                close();
                setSaving(true);
              }}
            >
              保存当前筛选为视图
            </Button>
          </Flex>
        )}
      </PanelButton>
      <SaveViewModal
        open={saving}
        takenNames={mine.map((v) => v.name)}
        onSave={onSave}
        onClose={() => setSaving(false)}
      />
    </>
  );
}
