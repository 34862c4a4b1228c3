/** Log in, or sign up (a free account). */
import { type FormEvent, useState } from 'react';
import type { SessionInfo } from '../App.tsx';
import { api } from '../api.ts';
import { ErrorNote, Field, TextField, useAction } from '../ui.tsx';

export function LoginPage({ onSession }: { onSession: (s: SessionInfo) => void }) {
  const [mode, setMode] = useState<'login' | 'signup'>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.run(async () => {
      const path = mode === 'login' ? '/session' : '/signup';
      onSession(await api<SessionInfo>('POST', path, { email, password }));
    });
  };
  return (
    <main className="login" id="main">
      <h1 id="page-title" tabIndex={-1}>
        Market-Signal dashboard
      </h1>
      <fieldset className="tabs">
        <legend className="sr-only">Log in or sign up</legend>
        <button type="button" aria-pressed={mode === 'login'} onClick={() => setMode('login')}>
          Log in
        </button>
        <button type="button" aria-pressed={mode === 'signup'} onClick={() => setMode('signup')}>
          Sign up
        </button>
      </fieldset>
      <form onSubmit={submit} className="card" aria-label={mode === 'login' ? 'Log in' : 'Sign up'}>
        <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
        <Field label="Password" hint={mode === 'signup' ? 'At least 12 characters; not your email.' : undefined}>
          {(id, hint) => (
            <input
              id={id}
              type="password"
              aria-describedby={hint}
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              required
              minLength={mode === 'signup' ? 12 : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="primary" disabled={action.busy}>
          {mode === 'login' ? 'Log in' : 'Create a free account'}
        </button>
        <ErrorNote error={action.error} />
      </form>
    </main>
  );
}
