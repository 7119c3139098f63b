// Keeps this phone's push subscription with her current session (issue 29 part 2): on opening the
// signed-in app, a subscription the browser already has is sent again, because the API drops a
// session's subscriptions when she signs out. Asks the API nothing when this phone has none (most
// phones): a needless call at start would also race her first screen. Shows nothing; the switch
// itself is in the account menu (./PushSwitch.tsx). Loaded lazily after the first screen, for a
// hostess only.
import { useEffect } from 'react';
import { api } from '../api';
import { pushRegistration, subscriptionBody } from './push';

export default function PushSync() {
  useEffect(() => {
    void (async () => {
      const registration = await pushRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) await api.call('pushSubscribe', subscriptionBody(subscription));
    })().catch(() => undefined);
  }, []);
  return null;
}
