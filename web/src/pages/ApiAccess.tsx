/** API Access: the account's keys, creating sandbox and live keys (shown once), revoking. */
import { type FormEvent, useState } from 'react';
import type { PageProps } from '../App.tsx';
import { api } from '../api.ts';
import { ErrorNote, Field, fmt, Live, Loading, SecretOnce, Section, useAction, useLoad } from '../ui.tsx';

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
          <Field label="Environment">
            {(id) => (
              <select id={id} value={env} onChange={(e) => setEnv(e.target.value as 'sandbox' | 'production')}>
                <option value="sandbox">Sandbox (sk_test_)</option>
                <option value="production">Production (sk_live_)</option>
              </select>
            )}
          </Field>
          <Field label="Name (optional)">
            {(id) => <input id={id} maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />}
          </Field>
          <button type="submit" className="primary" disabled={create.busy}>
            Create key
          </button>
        </form>
        <ErrorNote error={create.error} />
        {created?.key && <SecretOnce label={`New ${created.environment} key ${created.prefix}…`} value={created.key} />}
      </Section>
      <Section title="Your keys">
        <Live>{notice}</Live>
        <ErrorNote error={keys.error ?? revoke.error} />
        {keys.loading && !keys.data && <Loading what="keys" />}
        {keys.data && keys.data.keys.length === 0 && <p className="muted">No keys yet: create one above.</p>}
        {keys.data && keys.data.keys.length > 0 && (
          <div className="scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">Key</th>
                  <th scope="col">Environment</th>
                  <th scope="col">Name</th>
                  <th scope="col">Created</th>
                  <th scope="col">Last used (UTC day)</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {keys.data.keys.map((k) => (
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
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </>
  );
}
