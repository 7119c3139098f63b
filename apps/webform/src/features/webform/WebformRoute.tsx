// Route '/actions/:actionUuid/register': the consumer registration at a started action.

import { Alert, Button, Loader, Stack } from '@mantine/core';
import { LOADING } from '@tourplanner/i18n-pl/common';
import { WEBFORM_APP } from '@tourplanner/i18n-pl/webform';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { env } from '../../env';
import { ROUTES } from '../../lib/routes';
import { useSession } from '../../stores/session';
import { useWorkActions } from '../../stores/work-actions';
import { WebformWizard } from './components/WebformWizard';
import { useWebform } from './stores/webform-store';

export function WebformRoute() {
  const { actionUuid = '' } = useParams();
  const user = useSession((s) => s.user);
  const status = useWorkActions((s) => s.status);
  const load = useWorkActions((s) => s.load);
  const action = useWorkActions((s) => s.actions.find((a) => a.uuid === actionUuid));
  const contextUuid = useWebform((s) => s.context?.actionUuid);
  const start = useWebform((s) => s.start);

  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);

  const ready = action?.status === 'started' && user;
  useEffect(() => {
    if (!ready || !action || !user || contextUuid === action.uuid) return;
    start({
      actionUuid: action.uuid,
      tourPlan: action.ident,
      pointIdent: action.point?.ident ?? null,
      eventIdent: action.eventIdent,
      hostessCode: user.ident,
      formHost: env.formHost,
    });
  }, [ready, action, user, contextUuid, start]);

  if (!action && (status === 'idle' || status === 'loading')) {
    return <Loader mx="auto" mt="xl" aria-label={LOADING.loading} />;
  }
  if (!ready || !action) {
    return (
      <Stack>
        <Alert color="orange" role="alert">
          {WEBFORM_APP.webform.noAction}
        </Alert>
        <Button component={Link} to={ROUTES.actions} variant="default" size="md">
          {WEBFORM_APP.webform.backToActions}
        </Button>
      </Stack>
    );
  }
  if (contextUuid !== action.uuid) return null;
  return <WebformWizard action={action} />;
}
