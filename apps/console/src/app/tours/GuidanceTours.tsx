import { lazy, Suspense, useEffect, useState } from 'react';

// Most visits show no tour: its code (antd Tour) loads only when one is due.
const Tour = lazy(() => import('@oms/ui/Tour').then((ui) => ({ default: ui.Tour })));
import { fetchNeedPlatformSettingPopup } from '../../api/shell.ts';
import { menuHas, type MenuEntry } from '../menu/buildMenu.ts';
import {
  MENU_CHANGE_TOUR_KEY,
  menuChangeSteps,
  menuTarget,
  PLATFORM_TOUR_BUTTON,
  PLATFORM_TOUR_CLOSED_KEY,
  PLATFORM_TOUR_TEXT,
} from './tourSteps.ts';

type Showing = 'none' | 'menuChange' | 'platform';

/**
 * First-visit guidance (spec §2): the menu-change tour, then the tour pointing at 平台代发设置 when
 * the server says it is due. Closing a tour records it in local storage so it never shows again.
 */
export function GuidanceTours({
  menu,
  onOpenGroup,
  onShowingChange,
}: {
  menu: MenuEntry[];
  onOpenGroup: (group: string | null) => void;
  /** A tour is on screen (the platform's popup waits for it). */
  onShowingChange?: (showing: boolean) => void;
}) {
  const [showing, setShowing] = useState<Showing>('none');
  const [platformDue, setPlatformDue] = useState(false);
  const [skipped, setSkipped] = useState<Showing[]>([]);
  const hasPlatformEntry = menuHas(menu, '/basicSet/automaticAfterSale');
  const steps = menuChangeSteps(menu);

  useEffect(() => {
    if (!hasPlatformEntry || localStorage.getItem(PLATFORM_TOUR_CLOSED_KEY)) return;
    fetchNeedPlatformSettingPopup()
      .then(setPlatformDue)
      .catch(() => undefined);
  }, [hasPlatformEntry]);

  useEffect(() => {
    if (showing !== 'none') return;
    if (steps.length > 0 && !skipped.includes('menuChange') && !localStorage.getItem(MENU_CHANGE_TOUR_KEY)) {
      setShowing('menuChange');
    } else if (
      platformDue &&
      !skipped.includes('platform') &&
      !localStorage.getItem(PLATFORM_TOUR_CLOSED_KEY)
    ) {
      setShowing('platform');
    }
  }, [showing, steps.length, platformDue, skipped]);

  useEffect(() => {
    onOpenGroup(showing === 'platform' ? 'basicSet' : null);
  }, [showing, onOpenGroup]);
  useEffect(() => {
    onShowingChange?.(showing !== 'none');
  }, [showing, onShowingChange]);

  const close = (key: string) => () => {
    localStorage.setItem(key, String(Date.now()));
    setShowing('none');
  };
  // A target that never appears (collapsed or hidden) skips the tour for now, without recording it.
  const skip = () => {
    setSkipped((list) => [...list, showing]);
    setShowing('none');
  };

  if (showing === 'none') return null;
  return (
    <Suspense fallback={null}>
      <Tour
        open={showing === 'menuChange'}
        steps={steps}
        onClose={close(MENU_CHANGE_TOUR_KEY)}
        onGiveUp={skip}
      />
      <Tour
        open={showing === 'platform'}
        steps={[
          {
            title: '平台代发设置',
            description: PLATFORM_TOUR_TEXT,
            target: menuTarget('/basicSet/automaticAfterSale'),
            buttonText: PLATFORM_TOUR_BUTTON,
          },
        ]}
        onClose={() => {
          close(PLATFORM_TOUR_CLOSED_KEY)();
          setPlatformDue(false);
        }}
        onGiveUp={skip}
      />
    </Suspense>
  );
}
