import { useEffect, useRef } from 'react';
import { App, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import { fetchMessagePopups, markMessagesRead } from '../../api/messages.ts';
import { queryKeys } from '../../api/queryKeys.ts';

/** As the bell's count: once a minute while the page is visible, and when it becomes visible again. */
const POLL_MS = 60_000;

/**
 * 弹窗提醒: messages of the categories the account chose arrive as a notice in the top right corner
 * (at most three at once), with 查看 opening the list they are about. The first poll only sets the
 * starting point: what came before this visit is in 消息中心, not popped up.
 */
export function MessagePopups() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const since = useRef<string | undefined>(undefined);
  useEffect(() => {
    let busy = false;
    const poll = async () => {
      if (busy || document.hidden) return;
      busy = true;
      try {
        const first = since.current === undefined;
        const r = await fetchMessagePopups(since.current);
        since.current = r.now;
        if (first || !r.list.length) return;
        void mutate(queryKeys.shell.unreadMessages());
        for (const m of r.list.slice(0, 3).reverse()) {
          const key = `message-${m.id}-${m.at}`;
          notification.info({
            key,
            title: m.title,
            description: m.content,
            placement: 'topRight',
            duration: 8,
            actions: m.link ? (
              <Button
                type="primary"
                size="small"
                onClick={() => {
                  notification.destroy(key);
                  void markMessagesRead({ ids: [m.id] });
                  navigate(m.link!);
                }}
              >
                查看
              </Button>
            ) : undefined,
          });
        }
      } catch {
        // a missed poll is taken up by the next one
      } finally {
        busy = false;
      }
    };
    void poll();
    const timer = setInterval(() => void poll(), POLL_MS);
    const onVisible = () => {
      if (!document.hidden) void poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [notification, navigate]);
  return null;
}
