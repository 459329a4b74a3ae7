import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';

const PageHelpDrawer = lazy(() => import('./PageHelpDrawer.tsx'));

/** The ? of every page: the help articles about this page, in a drawer (its code and data asked for when opened). */
export function PageHelp() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="text"
        aria-label="本页帮助"
        title="本页帮助"
        icon={<QuestionCircleOutlined aria-hidden style={{ fontSize: 18 }} />}
        onClick={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <PageHelpDrawer pathname={pathname} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
