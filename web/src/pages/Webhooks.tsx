/**
 * Webhooks: register (SPEC's rules are checked by the API and named back field by field), list,
 * send a signed test, the delivery log with every attempt, redeliver, enable or disable, delete.
 */
import { type FormEvent, useState } from 'react';
import type { PageProps } from '../App.tsx';
import { v1 } from '../api.ts';
import {
  ErrorNote,
  fmt,
  Listing,
  Live,
  NeedsPlan,
  Section,
  SelectField,
  Table,
  TextField,
  useAction,
  useLoad,
} from '../ui.tsx';

const EVENTS = ['HIGH', 'MEDIUM', 'VETO', 'SIGNAL'];

interface Webhook {
  webhook_id: number;
  url: string;
  events: string[];
  symbols: string[];
  format: 1 | 2;
  description: string | null;
  enabled: boolean;
  disabled_reason: string | null;
  consecutive_failures: number;
}
interface Attempt {
  n: number;
  at: string;
  response_status: number | null;
  latency_ms: number;
  error: string | null;
}
interface Delivery {
  delivery_id: number;
  event_id: string;
  event: string;
  symbol: string;
  status: 'pending' | 'succeeded' | 'failed';
  test: boolean;
  created_at: string;
  attempts: Attempt[];
}

function CreateWebhook({ environment, onCreated }: { environment: string; onCreated: () => void }) {
  const [url, setUrl] = useState('https://');
  const [events, setEvents] = useState<string[]>(['HIGH', 'VETO']);
  const [symbols, setSymbols] = useState(environment === 'sandbox' ? 'TEST_BTC, TEST_ETH' : 'BTC, ETH');
  const [secret, setSecret] = useState('');
  const [format, setFormat] = useState('1');
  const [description, setDescription] = useState('');
  const [done, setDone] = useState('');
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.run(async () => {
      const created = await v1<{ webhook_id: number }>('POST', '/webhooks', {
        url,
        events,
        symbols: symbols
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        secret,
        format: Number(format),
        ...(description ? { description } : {}),
      });
      setDone(`Webhook ${created.webhook_id} registered.`);
      setSecret('');
      onCreated();
    });
  };
  const toggle = (ev: string) => setEvents((cur) => (cur.includes(ev) ? cur.filter((e) => e !== ev) : [...cur, ev]));
  return (
    <form onSubmit={submit} aria-label="Register a webhook">
      <TextField
        label="URL"
        hint="https:// only; the host must be public."
        type="url"
        required
        value={url}
        onChange={setUrl}
      />
      <fieldset className="checks">
        <legend>Events</legend>
        {EVENTS.map((ev) => (
          <label key={ev}>
            <input type="checkbox" checked={events.includes(ev)} onChange={() => toggle(ev)} /> {ev}
          </label>
        ))}
      </fieldset>
      <TextField
        label="Symbols"
        hint="Comma-separated, or * for every symbol."
        required
        value={symbols}
        onChange={setSymbols}
      />
      <div className="row">
        <TextField
          label="Signing secret"
          hint="16 to 256 printable characters; never shown again."
          type="password"
          autoComplete="off"
          required
          minLength={16}
          maxLength={256}
          value={secret}
          onChange={setSecret}
        />
        <SelectField label="Signature format" value={format} onChange={setFormat}>
          <option value="1">1: X-Service-Signature</option>
          <option value="2">2: Standard Webhooks</option>
        </SelectField>
      </div>
      <TextField label="Description (optional)" maxLength={200} value={description} onChange={setDescription} />
      <button type="submit" className="primary" disabled={action.busy}>
        Register webhook
      </button>
      <Live>{done}</Live>
      <ErrorNote error={action.error} />
    </form>
  );
}

function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const log = useLoad(
    () => v1<{ deliveries: Delivery[] }>('GET', `/webhooks/${webhook.webhook_id}/deliveries?limit=25`),
    [webhook.webhook_id],
  );
  const action = useAction();
  const [notice, setNotice] = useState('');
  const redeliver = (d: Delivery) =>
    action.run(async () => {
      await v1('POST', `/webhooks/${webhook.webhook_id}/deliveries/${d.delivery_id}/redeliver`);
      setNotice(`Delivery ${d.delivery_id} queued again.`);
      log.reload();
    });
  return (
    <Section
      title={`Delivery log of webhook ${webhook.webhook_id}`}
      actions={
        <button type="button" onClick={log.reload}>
          Refresh
        </button>
      }
    >
      <Live>{notice}</Live>
      <ErrorNote error={action.error} />
      <Listing load={log} items={log.data?.deliveries} what="deliveries" empty={<>No deliveries yet: send a test.</>}>
        {(deliveries) => (
          <Table className="deliveries" columns={['Delivery', 'Event', 'Status', 'Attempts', 'Action']}>
            {deliveries.map((d) => (
              <tr key={d.delivery_id}>
                <td>
                  {d.delivery_id}
                  {d.test && <span className="badge">test</span>}
                  <div className="muted small">{fmt.time(d.created_at)}</div>
                </td>
                <td>
                  {d.event} {d.symbol}
                </td>
                <td>
                  <span className={`badge ${d.status}`}>{d.status}</span>
                </td>
                <td>
                  <ol className="attempts">
                    {d.attempts.map((a) => (
                      <li key={a.n}>
                        #{a.n} {a.response_status ?? 'no answer'} in {a.latency_ms} ms{a.error ? ` — ${a.error}` : ''}
                      </li>
                    ))}
                  </ol>
                </td>
                <td>
                  {!d.test && d.status !== 'pending' && (
                    <button type="button" onClick={() => redeliver(d)}>
                      Redeliver
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Listing>
    </Section>
  );
}

export function WebhooksPage(props: PageProps) {
  if (!['pro', 'enterprise'].includes(props.session.account.plan)) {
    return <NeedsPlan feature="Outbound webhooks" plans={['Pro', 'Enterprise']} />;
  }
  return <Webhooks {...props} />;
}

function Webhooks({ environment }: PageProps) {
  const list = useLoad(() => v1<{ webhooks: Webhook[]; max_registrations: number }>('GET', '/webhooks'));
  const [selected, setSelected] = useState<number | null>(null);
  const [result, setResult] = useState('');
  const action = useAction();

  const test = (w: Webhook) =>
    action.run(async () => {
      const r = await v1<{
        delivered: boolean;
        response_status: number | null;
        latency_ms: number;
        error: string | null;
      }>('POST', '/webhooks/test', { webhook_id: w.webhook_id });
      setResult(
        r.delivered
          ? `Test delivered to webhook ${w.webhook_id}: ${r.response_status} in ${r.latency_ms} ms.`
          : `Test to webhook ${w.webhook_id} failed: ${r.error ?? r.response_status}.`,
      );
      setSelected(w.webhook_id);
    });
  const setEnabled = (w: Webhook, enabled: boolean) =>
    action.run(async () => {
      await v1('PATCH', `/webhooks/${w.webhook_id}`, { enabled });
      setResult(`Webhook ${w.webhook_id} ${enabled ? 'enabled' : 'disabled'}.`);
      list.reload();
    });
  const remove = (w: Webhook) =>
    action.run(async () => {
      if (!window.confirm(`Delete webhook ${w.webhook_id}?`)) return;
      await v1('DELETE', `/webhooks/${w.webhook_id}`);
      setResult(`Webhook ${w.webhook_id} deleted.`);
      if (selected === w.webhook_id) setSelected(null);
      list.reload();
    });

  const chosen = list.data?.webhooks.find((w) => w.webhook_id === selected);
  return (
    <>
      <Section title="Your webhooks">
        <Live>{result}</Live>
        <ErrorNote error={action.error} />
        <Listing load={list} items={list.data?.webhooks} what="webhooks" empty={<>None registered in {environment}.</>}>
          {(webhooks) => (
            <Table columns={['Id', 'URL', 'Events · symbols', 'State', 'Actions']}>
              {webhooks.map((w) => (
                <tr key={w.webhook_id}>
                  <td>{w.webhook_id}</td>
                  <td className="wrap">
                    <code>{w.url}</code>
                    {w.description && <div className="muted small">{w.description}</div>}
                  </td>
                  <td>
                    {w.events.join(', ')} · {w.symbols.join(', ')}
                  </td>
                  <td>
                    {w.enabled ? (
                      <span className="badge succeeded">enabled</span>
                    ) : (
                      <span className="badge failed">{w.disabled_reason ?? 'disabled'}</span>
                    )}
                    {w.consecutive_failures > 0 && (
                      <div className="small">{w.consecutive_failures} failures in a row</div>
                    )}
                  </td>
                  <td className="actions">
                    <button type="button" onClick={() => test(w)} disabled={action.busy}>
                      Send test
                    </button>
                    <button
                      type="button"
                      onClick={() => setSelected(w.webhook_id)}
                      aria-pressed={selected === w.webhook_id}
                    >
                      Deliveries
                    </button>
                    <button type="button" onClick={() => setEnabled(w, !w.enabled)}>
                      {w.enabled ? 'Disable' : 'Enable'}
                    </button>
                    <button type="button" className="danger" onClick={() => remove(w)}>
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </Listing>
      </Section>
      {chosen && <DeliveryLog key={`${chosen.webhook_id}-${result}`} webhook={chosen} />}
      <Section title="Register a webhook">
        <CreateWebhook environment={environment} onCreated={list.reload} />
      </Section>
    </>
  );
}
