/**
 * Node Intelligence: the account's node connections, a token check (risk findings and the
 * honeypot simulation's taxes), and tracked wallets with their activity.
 */
import { type FormEvent, useState } from 'react';
import type { PageProps } from '../App.tsx';
import { v1 } from '../api.ts';
import {
  AddressField,
  ErrorNote,
  fmt,
  Listing,
  Live,
  Section,
  SelectField,
  TextField,
  useAction,
  useLoad,
} from '../ui.tsx';

const CHAINS = ['bsc', 'avalanche'];
// biome-ignore lint/suspicious/noExplicitAny: answers are shown field by field.
type Json = Record<string, any>;

function ChainSelect({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <SelectField label="Chain" value={value} onChange={onChange}>
      {CHAINS.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </SelectField>
  );
}

function Connections() {
  const list = useLoad(() => v1<{ connections: Json[] }>('GET', '/node/connections'));
  const [chain, setChain] = useState('bsc');
  const [rpcUrl, setRpcUrl] = useState('');
  const [label, setLabel] = useState('');
  const [notice, setNotice] = useState('');
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.run(async () => {
      await v1('POST', '/node/connections', { chain, rpc_url: rpcUrl, ...(label ? { label } : {}) });
      setNotice(`Node connected on ${chain}.`);
      setRpcUrl('');
      list.reload();
    });
  };
  const remove = (c: Json) =>
    action.run(async () => {
      await v1('DELETE', `/node/connections/${c.connection_id}`);
      setNotice('Connection removed.');
      list.reload();
    });
  return (
    <Section title="Node connections">
      <Live>{notice}</Live>
      <ErrorNote error={action.error} />
      <Listing load={list} items={list.data?.connections} what="connections" empty={<>No node connected.</>}>
        {(connections) => (
          <ul className="plain">
            {connections.map((c) => (
              <li key={c.connection_id}>
                <strong>{c.chain}</strong> <code>{c.rpc_url_masked}</code> {c.label ?? ''} ·{' '}
                {c.client_version ?? 'unknown client'}{' '}
                <button type="button" className="danger" onClick={() => remove(c)}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </Listing>
      <form onSubmit={submit} className="row" aria-label="Connect a node">
        <ChainSelect value={chain} onChange={setChain} />
        <TextField
          label="RPC URL"
          hint="Your node's HTTPS endpoint; shown masked afterwards."
          type="url"
          required
          value={rpcUrl}
          onChange={setRpcUrl}
        />
        <TextField label="Label (optional)" maxLength={100} value={label} onChange={setLabel} />
        <button type="submit" disabled={action.busy}>
          Connect
        </button>
      </form>
    </Section>
  );
}

function TokenCheck() {
  const [chain, setChain] = useState('bsc');
  const [address, setAddress] = useState('');
  const [risk, setRisk] = useState<Json | null>(null);
  const [honeypot, setHoneypot] = useState<Json | null>(null);
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.run(async () => {
      setRisk(null);
      setHoneypot(null);
      const path = `/node/${chain}/tokens/${encodeURIComponent(address.trim())}`;
      const [r, h] = await Promise.all([v1<Json>('GET', `${path}/risk`), v1<Json>('GET', `${path}/honeypot`)]);
      setRisk(r);
      setHoneypot(h);
    });
  };
  return (
    <Section title="Token check">
      <form onSubmit={submit} className="row" aria-label="Check a token">
        <ChainSelect value={chain} onChange={setChain} />
        <AddressField label="Token address" value={address} onChange={setAddress} />
        <button type="submit" className="primary" disabled={action.busy}>
          Check
        </button>
      </form>
      <ErrorNote error={action.error} />
      <Live>
        {risk && (
          <div className="two">
            <div>
              <h3>
                Risk {risk.risk.score}/100 <span className={`badge ${risk.risk.level}`}>{risk.risk.level}</span>
              </h3>
              <ul>
                {(risk.risk.findings as Json[]).map((f) => (
                  <li key={f.code}>
                    <span className={`badge ${f.severity}`}>{f.severity}</span> {f.description}
                  </li>
                ))}
              </ul>
            </div>
            {honeypot && (
              <div>
                <h3>Honeypot: {honeypot.is_honeypot === null ? 'untested' : honeypot.is_honeypot ? 'yes' : 'no'}</h3>
                <dl className="facts">
                  <dt>Buy tax</dt>
                  <dd>{fmt.pct(honeypot.buy_tax)}</dd>
                  <dt>Sell tax</dt>
                  <dd>{fmt.pct(honeypot.sell_tax)}</dd>
                  <dt>Transfer tax</dt>
                  <dd>{fmt.pct(honeypot.transfer_tax)}</dd>
                  <dt>Reason</dt>
                  <dd>{honeypot.honeypot_reason ?? '—'}</dd>
                </dl>
              </div>
            )}
          </div>
        )}
      </Live>
    </Section>
  );
}

function Wallets() {
  const [chain, setChain] = useState('bsc');
  const list = useLoad(() => v1<{ wallets: Json[] }>('GET', `/node/${chain}/wallets`), [chain]);
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const activity = useLoad(
    () => (selected ? v1<Json>('GET', `/node/${chain}/wallets/${selected}/activity?limit=25`) : Promise.resolve(null)),
    [selected, chain],
  );
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.run(async () => {
      await v1('POST', `/node/${chain}/wallets`, { address: address.trim(), ...(label ? { label } : {}) });
      setAddress('');
      list.reload();
    });
  };
  return (
    <Section title="Tracked wallets">
      <ErrorNote error={list.error ?? action.error} />
      <form onSubmit={submit} className="row" aria-label="Track a wallet">
        <ChainSelect value={chain} onChange={setChain} />
        <AddressField label="Wallet address" value={address} onChange={setAddress} />
        <TextField label="Label (optional)" maxLength={100} value={label} onChange={setLabel} />
        <button type="submit" disabled={action.busy}>
          Track
        </button>
      </form>
      {list.data && list.data.wallets.length === 0 && <p className="muted">No wallets tracked on {chain}.</p>}
      {list.data && list.data.wallets.length > 0 && (
        <ul className="plain">
          {list.data.wallets.map((w) => (
            <li key={w.address}>
              <code>{w.address}</code> {w.label ?? ''}{' '}
              <button type="button" onClick={() => setSelected(w.address)} aria-pressed={selected === w.address}>
                Activity
              </button>
            </li>
          ))}
        </ul>
      )}
      {selected && (
        <div>
          <h3>Activity of {selected.slice(0, 10)}…</h3>
          <ErrorNote error={activity.error} />
          {activity.data && activity.data.activity.length === 0 && <p className="muted">No transfers seen yet.</p>}
          {activity.data && activity.data.activity.length > 0 && (
            <ul className="plain">
              {(activity.data.activity as Json[]).map((a) => (
                <li key={`${a.tx_hash}-${a.log_index}`}>
                  {fmt.time(a.time)} {a.direction} {a.amount ?? a.base_units} {a.asset ?? ''}{' '}
                  {a.value_usd != null ? `(${fmt.usd(a.value_usd)})` : ''}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Section>
  );
}

export function NodePage(_: PageProps) {
  return (
    <>
      <Connections />
      <TokenCheck />
      <Wallets />
    </>
  );
}
