import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { callEndpoint, shellEndpoints, type TrackingRequest } from '@oms/api-client';
import { feedback } from '@oms/ui';
import { apiClient } from '../../api/client.ts';
import { useSession } from '../session/sessionStore.ts';
import { markNavigation } from './navigationMarks.ts';
import { resolveAccess } from '../guards/resolveAccess.ts';
import { paymentReturn } from './payCallback.ts';
import {
  checkVersion,
  fetchVersionFile,
  VERSION_DIALOG_BUTTON,
  VERSION_DIALOG_TITLE,
} from './versionCheck.ts';

function track(body: TrackingRequest) {
  void callEndpoint(apiClient, shellEndpoints.tracking, { body });
}

/** Everything that happens on each navigation inside the signed-in console. */
export function NavigationEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const brand = useSession((s) => s.brand);
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const landing = paymentReturn(location.search);
    if (landing?.kind === 'landing') {
      navigate(landing.to, { replace: true });
      return;
    }
    if (landing?.kind === 'activity') {
      track({ event: 'activity', activityName: landing.activityName, currentPage: location.pathname });
      navigate('/', { replace: true });
      return;
    }
    // A page the guard turns away is not a page view; its redirect is.
    const { permissions, manualDelivery, menu } = useSession.getState();
    if (!resolveAccess(location.pathname, { brand, permissions, manualDelivery, menu }).allow) return;
    window.scrollTo(0, 0);
    markNavigation(location.search);
    if (user) {
      track({
        event: 'pageView',
        sellerUserId: user.userId,
        beforePage: previous.current ?? undefined,
        currentPage: location.pathname,
        pageChannel: 'console',
        httpStatus: 200,
        host: window.location.host,
        platformType: brand,
      });
    }
    previous.current = location.pathname;
    void checkVersion({
      fetchVersion: fetchVersionFile,
      showNotice: (desc) =>
        feedback.alert({
          title: VERSION_DIALOG_TITLE,
          content: desc,
          okText: VERSION_DIALOG_BUTTON,
          type: 'info',
        }),
      reload: () => window.location.reload(),
    });
  }, [location.pathname, location.search, navigate, user, brand]);

  return null;
}
