/** Charting alerts: issue the charting secret and a ready-to-paste alert message. */
import { useState } from 'react';
import type { PageProps } from '../App.tsx';
import { v1 } from '../api.ts';
import { ErrorNote, SecretOnce, Section, useAction } from '../ui.tsx';

interface Issued {
  secret: string;
  prefix: string;
  environment: string;
  webhook_path: string;
  alert_message: string;
}

export function ChartingPage({ environment }: PageProps) {
  const [issued, setIssued] = useState<Issued | null>(null);
  const action = useAction();
  const issue = () =>
    action.run(async () => {
      if (issued && !window.confirm('Issue a new secret? The old one stops working at once.')) return;
      setIssued(await v1<Issued>('POST', '/charting/secret'));
    });
  const webhookUrl = `${location.origin}/v1/charting/webhook`;
  return (
    <Section title={`Charting alert secret (${environment})`}>
      <p>
        A charting platform's alert can post to this service and get a confirmation for its trade. The alert's message
        carries your secret (the platform cannot send headers). Issuing a secret replaces the previous one for the{' '}
        {environment} environment.
      </p>
      <button type="button" className="primary" onClick={issue} disabled={action.busy}>
        Issue a {environment} secret
      </button>
      <ErrorNote error={action.error} />
      {issued && (
        <>
          <SecretOnce label={`Secret ${issued.prefix}…`} value={issued.secret} />
          <SecretOnce label="Alert message (paste into the alert's message box)" value={issued.alert_message} />
          <p>
            Webhook URL for the alert: <code className="wrap">{webhookUrl}</code>
          </p>
        </>
      )}
    </Section>
  );
}
