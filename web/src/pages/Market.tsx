/**
 * Market: the confirm tester (both answer shapes with their reasons), the funding heatmap, whale
 * flow and the largest whales, and the accumulation board.
 */
import { type FormEvent, useState } from 'react';
import type { PageProps } from '../App.tsx';
import { query, v1 } from '../api.ts';
import { Heatmap, SignedBars } from '../charts.tsx';
import { ErrorNote, fmt, Live, Loading, Section, SelectField, Table, TextField, useAction, useLoad } from '../ui.tsx';

// biome-ignore lint/suspicious/noExplicitAny: confirmation answers are shown field by field.
type Json = Record<string, any>;

function ConfirmTester({ symbols }: { symbols: string[] }) {
  const [symbol, setSymbol] = useState(symbols[0] ?? '');
  const [direction, setDirection] = useState('long');
  const [answer, setAnswer] = useState<{ simple: Json; composite: Json } | null>(null);
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.run(async () => {
      const [simple, composite] = await Promise.all([
        v1<Json>('GET', `/confirm${query({ symbol, direction })}`),
        v1<Json>('GET', `/confirm${query({ symbol, direction, format: 'composite' })}`),
      ]);
      setAnswer({ simple, composite });
    });
  };
  return (
    <Section title="Confirm tester">
      <form onSubmit={submit} className="row" aria-label="Confirm a trade">
        <TextField label="Symbol" list="symbols" required maxLength={40} value={symbol} onChange={setSymbol} />
        <datalist id="symbols">
          {symbols.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <SelectField label="Side" value={direction} onChange={setDirection}>
          <option value="long">long</option>
          <option value="short">short</option>
        </SelectField>
        <button type="submit" className="primary" disabled={action.busy}>
          Confirm
        </button>
      </form>
      <ErrorNote error={action.error} />
      <Live>
        {answer && (
          <div className="two" data-testid="confirm-result">
            <div>
              <h3>Simple</h3>
              <p className="big">
                <span className={`badge ${answer.simple.confirmation}`}>{answer.simple.confirmation}</span> score{' '}
                {fmt.num(answer.simple.score, 3)}
              </p>
              <dl className="facts">
                <dt>Whale net flow</dt>
                <dd>{fmt.usd(answer.simple.smart_money?.net_flow_usd)}</dd>
                <dt>Whales long / short</dt>
                <dd>
                  {answer.simple.smart_money?.whales_long} / {answer.simple.smart_money?.whales_short}
                </dd>
                <dt>Funding per 8 h</dt>
                <dd>{fmt.pct(answer.simple.derivatives?.funding_rate, 4)}</dd>
                <dt>Open interest 24 h</dt>
                <dd>{fmt.pct(answer.simple.derivatives?.oi_change_24h)}</dd>
              </dl>
            </div>
            <div>
              <h3>Composite</h3>
              <p className="big">
                <span className={`badge ${answer.composite.confidence}`}>{answer.composite.confidence}</span>{' '}
                {answer.composite.action} · composite {fmt.num(answer.composite.composite, 3)} · size ×
                {fmt.num(answer.composite.size_mult)}
              </p>
              <h4>Reasons</h4>
              <ul>
                {(answer.composite.reasons as string[]).map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
              {answer.composite.missing?.length > 0 && (
                <p className="muted">
                  Left out: {answer.composite.missing.map((m: Json) => m.input ?? m.component).join(', ')}
                </p>
              )}
            </div>
          </div>
        )}
      </Live>
    </Section>
  );
}

function FundingHeatmap() {
  const data = useLoad(() => v1<Json>('GET', '/derivatives/funding-heatmap?hours=24'));
  const d = data.data;
  const hours = d ? (d.hours as number[]).map((h) => `${new Date(h).getUTCHours().toString().padStart(2, '0')}h`) : [];
  return (
    <Section title="Funding heatmap (24 h)">
      <ErrorNote error={data.error} />
      {data.loading && !d && <Loading what="funding" />}
      {d &&
        (d.venues as string[]).map((venue, v) => (
          <div key={venue}>
            <h3>{venue}</h3>
            <Heatmap
              label={`Funding rates on ${venue}: ${d.symbols.length} symbols over ${hours.length} hours`}
              rows={d.symbols}
              columns={hours}
              values={d.cells[v]}
            />
          </div>
        ))}
    </Section>
  );
}

function Whales() {
  const events = useLoad(() =>
    v1<Json>('GET', `/whales/events${query({ limit: 500, since: Date.now() - 24 * 3_600_000, type: 'trade' })}`),
  );
  const whales = useLoad(() => v1<Json>('GET', '/whales?limit=10'));
  const flow = new Map<number, number>();
  const now = Math.floor(Date.now() / 3_600_000);
  for (let h = now - 23; h <= now; h++) flow.set(h, 0);
  for (const e of (events.data?.events ?? []) as Json[]) {
    const h = Math.floor(e.t / 3_600_000);
    if (flow.has(h)) flow.set(h, flow.get(h)! + (e.side === 'buy' ? e.size_usd : -e.size_usd));
  }
  const columns = [...flow.keys()].map((h) => `${(h % 24).toString().padStart(2, '0')}h`);
  return (
    <>
      <Section title="Whale flow (buys minus sells, per hour, 24 h)">
        <ErrorNote error={events.error} />
        {events.loading && !events.data && <Loading what="whale trades" />}
        {events.data && (
          <SignedBars
            label={`Whale net flow per hour over 24 hours from ${events.data.count} trades`}
            columns={columns}
            values={[...flow.values()]}
            format={(v) => fmt.usd(v)}
          />
        )}
      </Section>
      <Section title="Largest whales">
        <ErrorNote error={whales.error} />
        {whales.data && (
          <Table columns={['Address', 'Account value', 'Long', 'Short', 'PnL']}>
            {(whales.data.whales as Json[]).map((w) => (
              <tr key={w.address}>
                <td>
                  <code title={w.address}>{w.label ?? `${w.address.slice(0, 8)}…${w.address.slice(-4)}`}</code>
                </td>
                <td>{fmt.usd(w.account_value_usd)}</td>
                <td>{fmt.usd(w.positions.long_notional_usd)}</td>
                <td>{fmt.usd(w.positions.short_notional_usd)}</td>
                <td>{fmt.usd(w.pnl_all_time_usd)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>
    </>
  );
}

function Accumulation({ symbols }: { symbols: string[] }) {
  const board = useLoad(
    () =>
      symbols.length
        ? v1<Json>('GET', `/signals/accumulation${query({ symbol: symbols.join(',') })}`)
        : Promise.resolve(null),
    [symbols.join(',')],
  );
  const rows = ((board.data?.signals ?? []) as Json[])
    .slice()
    .sort((a, b) => b.accumulation_score - a.accumulation_score);
  return (
    <Section title="Accumulation board">
      <ErrorNote error={board.error} />
      {board.loading && !board.data && <Loading what="accumulation" />}
      {rows.length > 0 && (
        <Table columns={['Symbol', 'Score (0–10)', 'Phase', 'Confidence', 'Trend 30 d']}>
          {rows.map((s) => (
            <tr key={s.symbol}>
              <td>{s.symbol}</td>
              <td>
                <meter min={0} max={10} value={s.accumulation_score} aria-label={`${s.symbol} score`} />{' '}
                {fmt.num(s.accumulation_score)}
              </td>
              <td>{s.phase}</td>
              <td>{s.confidence}</td>
              <td>{fmt.pct(s.trend_30d, 1)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  );
}

export function MarketPage(_: PageProps) {
  const symbols = useLoad(() => v1<{ readable: string[] }>('GET', '/symbols'));
  const readable = symbols.data?.readable ?? [];
  return (
    <>
      <ErrorNote error={symbols.error} />
      {symbols.data && <ConfirmTester symbols={readable} />}
      <FundingHeatmap />
      <Whales />
      {symbols.data && <Accumulation symbols={readable.slice(0, 20)} />}
    </>
  );
}
