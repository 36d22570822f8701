import { useCurrentUser } from '@kindred/features/auth';
import { Button } from '@kindred/ui/Button';
import { EmptyState } from '@kindred/ui/EmptyState';
import { Page } from '@kindred/ui/Page';
import { Spinner } from '@kindred/ui/Spinner';
import { toast } from '@kindred/ui/Toast';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isNetworkFailure } from '../../shared/errors.ts';
import { codeHandled, markCodeHandled, providerOfState, useCompleteConnection } from '../api/complete-connection.ts';
import { takeReturnPath } from '../api/start-connection.ts';
import { CALENDAR_TOASTS } from '../content/connection-text.ts';

const CONNECTING_TITLE = 'Connecting your calendar...';

/**
 * /calendar/callback (docs/product.md#states "Calendar connection"): where the provider sends the member back.
 * The code is exchanged once per code in this tab; a provider's error means the member cancelled; no code
 * says 'No authorization code received'. Then back to where the member started (settings' Integrations).
 */
export function CalendarCallbackScreen() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteConnection(user.id);
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const provider = providerOfState(state);
    const back = () => void navigate(takeReturnPath(), { replace: true });
    if (params.get('error')) {
      toast.show({ title: CALENDAR_TOASTS.cancelled(provider), severity: 'info' });
      back();
      return;
    }
    if (!code || !state) {
      toast.show({ title: CALENDAR_TOASTS.noCode, severity: 'error' });
      setProblem(CALENDAR_TOASTS.noCode);
      return;
    }
    if (codeHandled(code)) {
      back();
      return;
    }
    markCodeHandled(code);
    complete.mutate(
      { provider, code, state },
      {
        onSuccess: () => {
          toast.show({ title: CALENDAR_TOASTS.connected(provider), severity: 'success' });
          back();
        },
        onError: (error) => {
          // A spent or expired code (invalid_grant) is not worth a second alarm: back to settings to start again. A lost
          // connection is said once, by the query client's handler.
          if (!/invalid_grant/i.test(error.message) && !isNetworkFailure(error)) toast.show({ title: CALENDAR_TOASTS.connectFailed[provider], severity: 'error' });
          void navigate('/settings?tab=integrations', { replace: true });
        },
      },
    );
  }, [params, navigate, complete]);

  return (
    <Page title={CONNECTING_TITLE}>
      {problem ? (
        <EmptyState
          title={problem}
          description="The calendar provider sent you back without a way to finish connecting. Start again from Settings."
          actions={<Button onPress={() => void navigate('/settings?tab=integrations')}>Back to Settings</Button>}
        />
      ) : (
        <Spinner label="Finishing the connection with your calendar..." showLabel />
      )}
    </Page>
  );
}
