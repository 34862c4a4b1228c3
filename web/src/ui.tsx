/** Small accessible building blocks shared by the pages: fields, notices, tables, loading. */
import type React from 'react';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Problem } from './api.ts';

/** Loads data on mount and when `deps` change; `reload` asks again. */
export function useLoad<T>(fn: () => Promise<T>, deps: unknown[] = []) {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const reload = useCallback(() => {
    setState((s) => ({ ...s, loading: true }));
    fnRef.current().then(
      (data) => setState({ data, error: null, loading: false }),
      (error: unknown) => setState({ data: null, error, loading: false }),
    );
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on.
  useEffect(reload, deps);
  return { ...state, reload };
}

/** Runs an action from a form: its error and its busy state, for the page to show. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run, setError };
}

export function Field(props: {
  label: string;
  hint?: string;
  children: (id: string, describedBy?: string) => ReactNode;
}) {
  const id = useId();
  const hintId = props.hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.children(id, hintId)}
      {props.hint && (
        <small id={hintId} className="hint">
          {props.hint}
        </small>
      )}
    </div>
  );
}

/** A problem answer, read out by screen readers when it appears; names the fields at fault. */
export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  const p = error instanceof Problem ? error : null;
  return (
    <div className="error" role="alert">
      <strong>{p ? `${p.status} ${p.code}` : 'Error'}</strong>: {error instanceof Error ? error.message : String(error)}
      {p && p.invalidParams.length > 0 && (
        <ul>
          {p.invalidParams.map((i) => (
            <li key={`${i.in}.${i.name}`}>
              <code>{i.name}</code> {i.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A polite live region: results announced without stealing focus. */
export function Live({ children }: { children: ReactNode }) {
  return (
    <div aria-live="polite" className="live">
      {children}
    </div>
  );
}

export function Loading({ what }: { what: string }) {
  return <p className="muted">Loading {what}…</p>;
}

export function Section(props: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <div className="card-head">
        <h2 id={id}>{props.title}</h2>
        {props.actions}
      </div>
      {props.children}
    </section>
  );
}

/** A secret shown once: read-only, selectable, with a copy button. */
export function SecretOnce({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // Without clipboard access (plain HTTP), select it so the user can copy by hand.
      ref.current?.select();
      document.execCommand?.('copy');
    }
    setCopied(true);
  };
  return (
    <div className="secret">
      <Field label={label} hint="Shown once: store it now. It cannot be shown again.">
        {(id, hint) => (
          <textarea
            id={id}
            ref={ref}
            aria-describedby={hint}
            readOnly
            value={value}
            rows={value.length > 80 ? 4 : 1}
            spellCheck={false}
          />
        )}
      </Field>
      <button type="button" onClick={copy} aria-label={`Copy ${label}`}>
        Copy
      </button>
      <Live>{copied ? 'Copied to the clipboard.' : ''}</Live>
    </div>
  );
}

export const fmt = {
  pct: (x: number | null | undefined, digits = 2) => (x == null ? '—' : `${(x * 100).toFixed(digits)}%`),
  usd: (x: number | null | undefined) =>
    x == null
      ? '—'
      : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' }).format(x),
  num: (x: number | null | undefined, digits = 2) => (x == null ? '—' : x.toFixed(digits)),
  time: (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—'),
};

/** What a plan lacks, said instead of asking the API for a 403. */
export function NeedsPlan(props: { feature: string; plans: string[] }) {
  return (
    <section className="card">
      <p>
        {props.feature} are included in the {props.plans.slice(0, -1).join(', ')} and {props.plans.at(-1)} plans.{' '}
        <a href="#/usage">Request a plan change</a>.
      </p>
    </section>
  );
}

/** A table that scrolls sideways inside its card when the screen is narrow. */
export function Table(props: { columns: string[]; caption?: string; className?: string; children: ReactNode }) {
  return (
    <div className="scroll">
      <table className={props.className}>
        {props.caption && <caption>{props.caption}</caption>}
        <thead>
          <tr>
            {props.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

/** What a loaded list shows: its error, "Loading…", the empty message, or the items. */
export function Listing<T>(props: {
  load: { error: unknown; loading: boolean };
  items: T[] | undefined;
  what: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <>
      <ErrorNote error={props.load.error} />
      {props.load.loading && props.items === undefined && <Loading what={props.what} />}
      {props.items?.length === 0 && <p className="muted">{props.empty}</p>}
      {props.items && props.items.length > 0 && props.children(props.items)}
    </>
  );
}

/** An EVM address input (0x and 40 hex digits). */
export function AddressField(props: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <Field label={props.label}>
      {(id) => (
        <input
          id={id}
          required
          pattern="^0x[0-9a-fA-F]{40}$"
          spellCheck={false}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/** A labelled text input (its hint, if any, describes it). */
export function TextField(
  props: { label: string; hint?: string; value: string; onChange: (v: string) => void } & InputProps,
) {
  const { label, hint, value, onChange, ...rest } = props;
  return (
    <Field label={label} hint={hint}>
      {(id, hintId) => (
        <input id={id} aria-describedby={hintId} value={value} onChange={(e) => onChange(e.target.value)} {...rest} />
      )}
    </Field>
  );
}

/** A labelled select; its options are the children. */
export function SelectField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <Field label={props.label}>
      {(id) => (
        <select id={id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.children}
        </select>
      )}
    </Field>
  );
}
