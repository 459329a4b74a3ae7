import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Popup } from '@oms/api-client';
import { MarkdownView } from '@oms/ui';
import { fetchPopup, markPopupShown } from '../../api/popups.ts';

const isOutside = (link: string) => /^https?:\/\//.test(link);

/**
 * The platform's popup (活动, 规则变更) for the page: asked for on each route, shown when the shop popup
 * and the tours are done (the layout mounts it then), one at a time. Shown counts as seen — ONCE and
 * DAILY are the server's to keep — so a reload never shows a seen one again.
 */
export function PlatformPopup({ page }: { page: string }) {
  const [popup, setPopup] = useState<Popup | null>(null);
  const navigate = useNavigate();
  const showing = popup !== null;

  useEffect(() => {
    if (showing) return;
    let current = true;
    fetchPopup(page)
      .then((p) => {
        if (!current || !p) return;
        setPopup(p);
        void markPopupShown(p.id);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // a popup open stays until closed; the next route asks again
  }, [page, showing]);

  if (!popup) return null;
  const close = () => setPopup(null);
  const follow = () => {
    close();
    if (!popup.link) return;
    if (isOutside(popup.link)) window.open(popup.link, '_blank', 'noopener,noreferrer');
    else navigate(popup.link);
  };
  return (
    <Modal
      open
      title={popup.title}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>
          知道了
        </Button>,
        ...(popup.link
          ? [
              <Button key="go" type="primary" onClick={follow}>
                {popup.linkText || '去看看'}
              </Button>,
            ]
          : []),
      ]}
    >
      <MarkdownView
        source={popup.body}
        onNavigate={(href) => {
          close();
          navigate(href);
        }}
      />
    </Modal>
  );
}
