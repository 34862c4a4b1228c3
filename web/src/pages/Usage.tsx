/** Plan and usage: requests per day by endpoint, limits and what is left, plan change requests. */
import { type FormEvent, useState } from 'react';
import type { PageProps } from '../App.tsx';
import { api } from '../api.ts';
import { PALETTE, StackedBars } from '../charts.tsx';
import { ErrorNote, fmt, Live, Loading, Section, SelectField, Table, TextField, useAction, useLoad } from '../ui.tsx';

interface PolicyState {
  name: string;
  quota: number;
  window_seconds: number;
  remaining: number;
  reset_at: string;
}
interface Usage {
  plan: string;
  price_usd_month: number | null;
  days: string[];
  usage: Array<{ day: string; endpoint: string; count: number }>;
  limits: Array<{
    environment: string;
    policies: Array<{ name: string; quota: number; window_seconds: number }>;
    dashboard: PolicyState[];
    keys: Array<{ id: string; prefix: string; policies: PolicyState[] }>;
  }>;
}
interface PlanRequest {
  id: number;
  from_plan: string;
  to_plan: string;
  note: string | null;
  created_at: string;
}

const windowName = (s: number) => (s === 60 ? 'minute' : s === 3600 ? 'hour' : s === 86400 ? 'UTC day' : `${s} s`);
const remainingText = (ps: PolicyState[]) =>
  ps.map((p) => `${p.remaining} of ${p.quota} this ${windowName(p.window_seconds)}`).join('; ');

/** One series per endpoint, the busiest first; beyond the palette's colours the rest are summed as "other". */
function usageSeries(u: Usage) {
  const totals = new Map<string, number>();
  for (const r of u.usage) totals.set(r.endpoint, (totals.get(r.endpoint) ?? 0) + r.count);
  const ranked = [...totals.keys()].sort((a, b) => totals.get(b)! - totals.get(a)!);
  const shown = ranked.length > PALETTE.length ? ranked.slice(0, PALETTE.length - 1) : ranked;
  const countOf = (day: string, endpoints: string[]) =>
    u.usage.filter((r) => r.day === day && endpoints.includes(r.endpoint)).reduce((a, r) => a + r.count, 0);
  const series = shown.map((name) => ({ name, values: u.days.map((d) => countOf(d, [name])) }));
  const rest = ranked.slice(shown.length);
  if (rest.length > 0)
    series.push({ name: `${rest.length} other endpoints`, values: u.days.map((d) => countOf(d, rest)) });
  return series;
}

export function UsagePage({ session }: PageProps) {
  const usage = useLoad(() => api<Usage>('GET', '/usage?days=14'));
  const requests = useLoad(() => api<{ requests: PlanRequest[] }>('GET', '/plan-requests'));
  const [plan, setPlan] = useState(session.account.plan === 'pro' ? 'enterprise' : 'pro');
  const [note, setNote] = useState('');
  const [done, setDone] = useState('');
  const ask = useAction();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    ask.run(async () => {
      await api('POST', '/plan-requests', { plan, note: note || undefined });
      setDone(`Request to move to ${plan} recorded.`);
      setNote('');
      requests.reload();
    });
  };

  const u = usage.data;
  const series = u ? usageSeries(u) : [];

  return (
    <>
      <Section title="Plan">
        <p>
          Plan <strong>{session.account.plan}</strong>
          {u && u.price_usd_month !== null ? ` · $${u.price_usd_month} a month` : ''}
        </p>
        {u && (
          <Table
            caption="Limits per key, and what is left now"
            columns={['Environment', 'Limits', 'Dashboard left', 'Keys left']}
          >
            {u.limits.map((l) => (
              <tr key={l.environment}>
                <th scope="row">{l.environment}</th>
                <td>{l.policies.map((p) => `${p.quota} per ${windowName(p.window_seconds)}`).join(', ')}</td>
                <td>{remainingText(l.dashboard)}</td>
                <td>
                  {l.keys.length === 0
                    ? '—'
                    : l.keys.map((k) => (
                        <div key={k.id}>
                          <code>{k.prefix}…</code> {remainingText(k.policies)}
                        </div>
                      ))}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Section>
      <Section title="Requests per day by endpoint (14 days)">
        <ErrorNote error={usage.error} />
        {usage.loading && !u && <Loading what="usage" />}
        {u && series.length === 0 && <p className="muted">No requests in the last 14 days.</p>}
        {u && series.length > 0 && (
          <>
            <StackedBars
              label={`Requests per day over ${u.days.length} days, ${u.usage.reduce((a, r) => a + r.count, 0)} in all`}
              columns={u.days}
              series={series}
            />
            <details>
              <summary>As a table</summary>
              <Table columns={['Day', 'Endpoint', 'Requests']}>
                {u.usage.map((r) => (
                  <tr key={`${r.day}${r.endpoint}`}>
                    <td>{r.day}</td>
                    <td>
                      <code>{r.endpoint}</code>
                    </td>
                    <td>{r.count}</td>
                  </tr>
                ))}
              </Table>
            </details>
          </>
        )}
      </Section>
      <Section title="Change plan">
        <form onSubmit={submit} className="row">
          <SelectField label="Plan" value={plan} onChange={setPlan}>
            <option value="free">Free</option>
            <option value="trader">Trader ($29)</option>
            <option value="pro">Pro ($79)</option>
            <option value="enterprise">Enterprise</option>
          </SelectField>
          <TextField label="Note (optional)" maxLength={500} value={note} onChange={setNote} />
          <button type="submit" disabled={ask.busy}>
            Request the change
          </button>
        </form>
        <Live>{done}</Live>
        <ErrorNote error={ask.error} />
        {requests.data && requests.data.requests.length > 0 && (
          <ul className="plain">
            {requests.data.requests.map((r) => (
              <li key={r.id}>
                {fmt.time(r.created_at)}: {r.from_plan} → <strong>{r.to_plan}</strong> (pending review)
                {r.note ? ` — ${r.note}` : ''}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
