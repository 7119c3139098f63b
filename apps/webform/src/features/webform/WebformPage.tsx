// Route '/actions/:actionUuid/register': the consumer registration at a started action.

import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { WEBFORM_STEPS } from '@tourplanner/domain/webform';
import { LOADING } from '@tourplanner/i18n-pl/common';
import { OFFLINE_NEEDS_SERVER } from '@tourplanner/i18n-pl/offline';
import { WEBFORM_APP } from '@tourplanner/i18n-pl/webform';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { env } from '../../env';
import { PATHS } from '../../shared/lib/paths';
import { useSession } from '../../shared/stores/session';
import { useWorkActions } from '../../shared/work-actions/work-actions-query';
import { WebformWizard } from './components/WebformWizard';
import { startRegistration } from './registration';
import { useWebformFlow } from './stores/flow-store';

export function WebformPage() {
  const { actionUuid = '' } = useParams();
  const user = useSession((s) => s.user);
  const list = useWorkActions();
  const action = list.data?.find((a) => a.uuid === actionUuid);
  const contextUuid = useWebformFlow((s) => s.context?.actionUuid);
  // The verification and the registration are the server's: without a connection, say so first
  // (not once she is registered: the receipt may then wait on the phone).
  const { online } = useNetwork();
  const registered = useWebformFlow((s) => s.step === WEBFORM_STEPS.success);
  const offline =
    online || registered ? null : (
      <Alert color="orange" role="alert" mb="md" data-testid="registration-offline">
        {OFFLINE_NEEDS_SERVER.registration}
      </Alert>
    );

  const ready = action?.status === 'started' && user;
  useEffect(() => {
    if (!ready || !action || !user || contextUuid === action.uuid) return;
    startRegistration({
      actionUuid: action.uuid,
      tourPlan: action.ident,
      pointIdent: action.point?.ident ?? null,
      eventIdent: action.eventIdent,
      hostessCode: user.ident,
      formHost: env.formHost,
    });
  }, [ready, action, user, contextUuid]);

  if (!action && list.isFetching) {
    return <Loader mx="auto" mt="xl" aria-label={LOADING.loading} />;
  }
  if (!ready || !action) {
    return (
      <Stack>
        {offline}
        <Alert color="orange" role="alert">
          {WEBFORM_APP.webform.noAction}
        </Alert>
        <Button component={Link} to={PATHS.actions} variant="default" size="md">
          {WEBFORM_APP.webform.backToActions}
        </Button>
      </Stack>
    );
  }
  if (contextUuid !== action.uuid) return null;
  return (
    <>
      {offline}
      <WebformWizard action={action} />
    </>
  );
}
