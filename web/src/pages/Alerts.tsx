/** Alerts: the account's alert rules in this environment; create and delete. */
import { type FormEvent, useState } from 'react';
import type { PageProps } from '../App.tsx';
import { v1 } from '../api.ts';
import {
  ErrorNote,
  Field,
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

interface Rule {
  alert_id: number;
  symbol: string;
  condition: { type: string; direction?: string; bucket?: string; level?: number; min_usd?: number };
  description: string | null;
  fired_count: number;
  last_fired_at: string | null;
}

const TYPES = ['confirmation', 'funding_above', 'funding_below', 'accumulation_above', 'whale'] as const;

function describe(c: Rule['condition']): string {
  if (c.type === 'confirmation') return `confirmation ${c.direction} reaches ${c.bucket}`;
  if (c.type === 'whale') return `whale trade of at least ${fmt.usd(c.min_usd)}`;
  if (c.type === 'accumulation_above') return `accumulation above ${c.level}`;
  return `funding ${c.type === 'funding_above' ? 'above' : 'below'} ${fmt.pct(c.level, 4)}`;
}

export function AlertsPage(props: PageProps) {
  if (props.session.account.plan === 'free') {
    return <NeedsPlan feature="Alert rules" plans={['Trader', 'Pro', 'Enterprise']} />;
  }
  return <Alerts {...props} />;
}

function Alerts({ environment }: PageProps) {
  const list = useLoad(() => v1<{ alerts: Rule[]; limit: number }>('GET', '/alerts'));
  const [symbol, setSymbol] = useState(environment === 'sandbox' ? 'TEST_BTC' : 'BTC');
  const [type, setType] = useState<(typeof TYPES)[number]>('confirmation');
  const [direction, setDirection] = useState('long');
  const [bucket, setBucket] = useState('HIGH');
  const [level, setLevel] = useState('0.0005');
  const [minUsd, setMinUsd] = useState('1000000');
  const [notice, setNotice] = useState('');
  const action = useAction();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.run(async () => {
      const condition =
        type === 'confirmation'
          ? { type, direction, bucket }
          : type === 'whale'
            ? { type, min_usd: Number(minUsd) }
            : { type, level: Number(level) };
      const r = await v1<{ alert_id: number }>('POST', '/alerts', { symbol, condition });
      setNotice(`Alert ${r.alert_id} created.`);
      list.reload();
    });
  };
  const remove = (r: Rule) =>
    action.run(async () => {
      await v1('DELETE', `/alerts/${r.alert_id}`);
      setNotice(`Alert ${r.alert_id} deleted.`);
      list.reload();
    });

  return (
    <>
      <Section title="Alert rules">
        <Live>{notice}</Live>
        <ErrorNote error={action.error} />
        <Listing load={list} items={list.data?.alerts} what="alert rules" empty={<>No alert rules in {environment}.</>}>
          {(alerts) => (
            <Table columns={['Id', 'Symbol', 'Condition', 'Fired', 'Action']}>
              {alerts.map((r) => (
                <tr key={r.alert_id}>
                  <td>{r.alert_id}</td>
                  <td>{r.symbol}</td>
                  <td>{describe(r.condition)}</td>
                  <td>
                    {r.fired_count} {r.last_fired_at ? `(last ${fmt.time(r.last_fired_at)})` : ''}
                  </td>
                  <td>
                    <button type="button" className="danger" onClick={() => remove(r)}>
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </Listing>
      </Section>
      <Section title="Create an alert rule">
        <form onSubmit={submit} className="row">
          <TextField label="Symbol" required maxLength={40} value={symbol} onChange={setSymbol} />
          <Field label="Condition">
            {(id) => (
              <select id={id} value={type} onChange={(e) => setType(e.target.value as (typeof TYPES)[number])}>
                {TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t.replace('_', ' ')}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {type === 'confirmation' && (
            <>
              <SelectField label="Side" value={direction} onChange={setDirection}>
                <option value="long">long</option>
                <option value="short">short</option>
              </SelectField>
              <SelectField label="Reaches" value={bucket} onChange={setBucket}>
                <option value="HIGH">HIGH</option>
                <option value="MEDIUM">MEDIUM</option>
              </SelectField>
            </>
          )}
          {(type === 'funding_above' || type === 'funding_below' || type === 'accumulation_above') && (
            <Field label={type === 'accumulation_above' ? 'Score (0–10)' : 'Funding per 8 h (fraction)'}>
              {(id) => (
                <input id={id} inputMode="decimal" required value={level} onChange={(e) => setLevel(e.target.value)} />
              )}
            </Field>
          )}
          {type === 'whale' && (
            <TextField label="Minimum trade (USD)" inputMode="numeric" required value={minUsd} onChange={setMinUsd} />
          )}
          <button type="submit" className="primary" disabled={action.busy}>
            Create rule
          </button>
        </form>
      </Section>
    </>
  );
}
