import type { FetchResponse } from '../api/client';
import { credentials, widgetConfig, type RouteResponse, type Routes } from '@booking/shared-contracts';

type WidgetConfigBody = RouteResponse<Routes['widgetConfig']>;
type CredentialsBody = RouteResponse<Routes['credentials']>;

/** A widget-config answer built from the contract's own valid example. */
export function buildWidgetConfig(overrides: Partial<WidgetConfigBody> = {}): WidgetConfigBody {
  return { ...(widgetConfig.examples.valid.response as WidgetConfigBody), ...overrides };
}

/** A credentials answer built from the contract's own valid example. */
export function buildCredentials(overrides: Partial<CredentialsBody> = {}): CredentialsBody {
  return { ...(credentials.examples.valid.response as CredentialsBody), ...overrides };
}

/** What the fake answers to one request. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/**
 * A recording fake of the BFF's fetch: answers by path through `respond`, and keeps every requested URL
 * so tests can check what the widget asked for.
 */
export function fakeBffFetch(respond: (url: URL) => FakeAnswer | Promise<FakeAnswer>) {
  const requests: string[] = [];
  const fetch = async (input: string): Promise<FetchResponse> => {
    requests.push(input);
    const answer = await respond(new URL(input, 'http://widget.test'));
    // A JSON round trip, so the widget never shares objects with the test.
    const text = JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: '',
      json: () => Promise.resolve(JSON.parse(text) as unknown),
    };
  };
  return { fetch, requests };
}

/** Answers widget-config and credentials like a healthy BFF, and takes funnel rows; anything else is a 404. */
export function healthyBff(
  config: WidgetConfigBody = buildWidgetConfig(),
  creds: CredentialsBody = buildCredentials(),
): (url: URL) => FakeAnswer {
  let issued = 0;
  return (url) => {
    if (url.pathname.startsWith('/api/widget-config/')) return { status: 200, body: config };
    if (url.pathname === '/api/widget-session') {
      issued += 1;
      const sessionId = `ws_fakeIssuedSession${String(issued).padStart(4, '0')}`;
      return { status: 200, body: { sessionId, expiresAt: new Date(Date.now() + 86_400_000).toISOString() } };
    }
    if (url.pathname === '/api/credentials') return { status: 200, body: creds };
    if (url.pathname === '/api/google/google-sheets') return { status: 200, body: { success: true } };
    return { status: 404, body: { error: { code: 'not_found', message: `No route ${url.pathname}` } } };
  };
}
