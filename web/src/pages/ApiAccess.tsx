/** API Access: the account's keys, creating sandbox and live keys (shown once), revoking. */
import { type FormEvent, useState } from 'react';
import type { PageProps } from '../App.tsx';
import { api } from '../api.ts';
import {
  ErrorNote,
  fmt,
  Listing,
  Live,
  SecretOnce,
  Section,
  SelectField,
  Table,
  TextField,
  useAction,
  useLoad,
} from '../ui.tsx';

interface Key {
  id: string;
  environment: 'sandbox' | 'production';
  prefix: string;
  name: string | null;
  created_at: string;
  revoked_at: string | null;
  last_used_day: string | null;
  key?: string;
}

export function ApiAccessPage({ environment }: PageProps) {
  const keys = useLoad(() => api<{ keys: Key[] }>('GET', '/keys'));
  const [env, setEnv] = useState<'sandbox' | 'production'>(environment);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<Key | null>(null);
  const [notice, setNotice] = useState('');
  const create = useAction();
  const revoke = useAction();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.run(async () => {
      const { key } = await api<{ key: Key }>('POST', '/keys', { environment: env, name: name || undefined });
      setCreated(key);
      setName('');
      keys.reload();
    });
  };
  const revokeKey = (k: Key) =>
    revoke.run(async () => {
      if (!window.confirm(`Revoke ${k.prefix}…? Programs using it stop working at once.`)) return;
      await api('DELETE', `/keys/${k.id}`);
      setNotice(`Revoked ${k.prefix}…`);
      keys.reload();
    });

  return (
    <>
      <Section title="Create a key">
        <form onSubmit={submit} className="row">
          <SelectField label="Environment" value={env} onChange={(v) => setEnv(v as 'sandbox' | 'production')}>
            <option value="sandbox">Sandbox (sk_test_)</option>
            <option value="production">Production (sk_live_)</option>
          </SelectField>
          <TextField label="Name (optional)" maxLength={100} value={name} onChange={setName} />
          <button type="submit" className="primary" disabled={create.busy}>
            Create key
          </button>
        </form>
        <ErrorNote error={create.error} />
        {created?.key && <SecretOnce label={`New ${created.environment} key ${created.prefix}…`} value={created.key} />}
      </Section>
      <Section title="Your keys">
        <Live>{notice}</Live>
        <ErrorNote error={revoke.error} />
        <Listing load={keys} items={keys.data?.keys} what="keys" empty={<>No keys yet: create one above.</>}>
          {(keys) => (
            <Table columns={['Key', 'Environment', 'Name', 'Created', 'Last used (UTC day)', 'State']}>
              {keys.map((k) => (
                <tr key={k.id}>
                  <td>
                    <code>{k.prefix}…</code>
                  </td>
                  <td>
                    <span className={`badge ${k.environment}`}>{k.environment}</span>
                  </td>
                  <td>{k.name ?? '—'}</td>
                  <td>{fmt.time(k.created_at)}</td>
                  <td>{k.last_used_day ?? 'never'}</td>
                  <td>
                    {k.revoked_at ? (
                      `revoked ${fmt.time(k.revoked_at)}`
                    ) : (
                      <button
                        type="button"
                        className="danger"
                        onClick={() => revokeKey(k)}
                        aria-label={`Revoke ${k.prefix}`}
                      >
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </Listing>
      </Section>
    </>
  );
}
