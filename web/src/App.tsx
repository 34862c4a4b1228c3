/**
 * The dashboard's shell: login when there is no session; otherwise the navigation, the
 * sandbox/production switch and the current page (a hash route, so reloads and links work).
 */
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { api, currentEnvironment, type Environment, onLoggedOut, setCsrfToken, setEnvironment } from './api.ts';
import { AlertsPage } from './pages/Alerts.tsx';
import { ApiAccessPage } from './pages/ApiAccess.tsx';
import { ChartingPage } from './pages/Charting.tsx';
import { LoginPage } from './pages/Login.tsx';
import { MarketPage } from './pages/Market.tsx';
import { NodePage } from './pages/NodeIntel.tsx';
import { UsagePage } from './pages/Usage.tsx';
import { WebhooksPage } from './pages/Webhooks.tsx';

export interface SessionInfo {
  account: { id: string; email: string; plan: string; price_usd_month: number | null };
  csrf_token: string;
  expires_at: string;
}

export interface PageProps {
  session: SessionInfo;
  environment: Environment;
}

const PAGES: Array<{ path: string; title: string; Page: ComponentType<PageProps> }> = [
  { path: 'keys', title: 'API Access', Page: ApiAccessPage },
  { path: 'usage', title: 'Plan and usage', Page: UsagePage },
  { path: 'webhooks', title: 'Webhooks', Page: WebhooksPage },
  { path: 'charting', title: 'Charting alerts', Page: ChartingPage },
  { path: 'alerts', title: 'Alerts', Page: AlertsPage },
  { path: 'market', title: 'Market', Page: MarketPage },
  { path: 'node', title: 'Node Intelligence', Page: NodePage },
];

function routeOf(hash: string): string {
  const path = hash.replace(/^#\/?/, '');
  return PAGES.some((p) => p.path === path) ? path : 'keys';
}

export function App() {
  const [session, setSession] = useState<SessionInfo | null | undefined>(undefined);
  const [route, setRoute] = useState(() => routeOf(location.hash));
  const [environment, setEnv] = useState<Environment>(currentEnvironment());

  useEffect(() => {
    api<SessionInfo | { account: null }>('GET', '/session').then(
      (s) => {
        if (!s.account) return setSession(null);
        setCsrfToken(s.csrf_token);
        setSession(s);
      },
      () => setSession(null),
    );
    const off = onLoggedOut(() => setSession(null));
    const onHash = () => setRoute(routeOf(location.hash));
    window.addEventListener('hashchange', onHash);
    return () => {
      off();
      window.removeEventListener('hashchange', onHash);
    };
  }, []);

  const page = PAGES.find((p) => p.path === route)!;
  const firstPage = useRef(true);
  useEffect(() => {
    document.title = session ? `${page.title} · Market-Signal dashboard` : 'Log in · Market-Signal dashboard';
    if (!session) return;
    // After a navigation (not on first load) focus goes to the new page's heading, so keyboard
    // and screen-reader users land on it instead of staying in the menu.
    if (firstPage.current) firstPage.current = false;
    else document.getElementById('page-title')?.focus();
  }, [page, session]);

  if (session === undefined) return <p className="muted center">Loading…</p>;
  if (session === null) {
    return (
      <LoginPage
        onSession={(s) => {
          setCsrfToken(s.csrf_token);
          setSession(s);
        }}
      />
    );
  }

  const switchTo = (env: Environment) => {
    setEnvironment(env);
    setEnv(env);
  };
  const logout = async () => {
    await api('DELETE', '/session').catch(() => {});
    setSession(null);
  };

  return (
    <div className="shell">
      {/* A button, not a link: the hash is the router's, so it moves focus itself. */}
      <button type="button" className="skip" onClick={() => document.getElementById('page-title')?.focus()}>
        Skip to content
      </button>
      <header className="top">
        <span className="brand">Market-Signal</span>
        <fieldset className="env" aria-describedby="env-note">
          <legend>Environment</legend>
          {(['sandbox', 'production'] as const).map((env) => (
            <label key={env} className={environment === env ? 'on' : ''}>
              <input
                type="radio"
                name="environment"
                value={env}
                checked={environment === env}
                onChange={() => switchTo(env)}
              />
              {env === 'sandbox' ? 'Sandbox' : 'Production'}
            </label>
          ))}
        </fieldset>
        <span id="env-note" className={`env-note ${environment}`}>
          Acting as a {environment === 'sandbox' ? 'sandbox (sk_test_…)' : 'production (sk_live_…)'} key
        </span>
        <span className="who">
          {session.account.email} · <strong>{session.account.plan}</strong>
        </span>
        <button type="button" className="link" onClick={logout}>
          Log out
        </button>
      </header>
      <nav aria-label="Pages">
        <ul>
          {PAGES.map((p) => (
            <li key={p.path}>
              <a href={`#/${p.path}`} aria-current={p.path === route ? 'page' : undefined}>
                {p.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main">
        <h1 id="page-title" tabIndex={-1}>
          {page.title}
        </h1>
        <page.Page key={`${route}-${environment}`} session={session} environment={environment} />
      </main>
    </div>
  );
}
