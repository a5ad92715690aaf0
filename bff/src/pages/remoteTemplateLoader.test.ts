import { remoteTemplateLoader } from './remoteTemplateLoader';

function fakeRemote(answers: { status: number; body?: string; etag?: string }[]) {
  const requests: { url: string; ifNoneMatch: string | undefined }[] = [];
  const fetch = ((url: string, init?: { headers?: Record<string, string> }) => {
    requests.push({ url, ifNoneMatch: init?.headers?.['if-none-match'] });
    const answer = answers.shift();
    if (!answer) return Promise.reject(new Error('remote down'));
    return Promise.resolve(
      new Response(answer.status === 304 ? null : (answer.body ?? ''), {
        status: answer.status,
        headers: answer.etag ? { etag: answer.etag } : {},
      }),
    );
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

describe('remoteTemplateLoader', () => {
  it('serves the widget page of the deploy the remote serves now, revalidating after 30 s', async () => {
    let clock = 0;
    const remote = fakeRemote([
      { status: 200, body: 'v1', etag: '"a"' },
      { status: 304 },
      { status: 200, body: 'v2', etag: '"b"' },
    ]);
    const load = remoteTemplateLoader(
      'https://cdn.example/widget/',
      'widget.html',
      () => Promise.resolve('local'),
      {
        fetch: remote.fetch,
        now: () => clock,
      },
    );
    expect(await load()).toBe('v1');
    clock = 10_000;
    expect(await load()).toBe('v1');
    expect(remote.requests).toHaveLength(1);
    clock = 31_000;
    expect(await load()).toBe('v1');
    expect(remote.requests[1]).toEqual({ url: 'https://cdn.example/widget/widget.html', ifNoneMatch: '"a"' });
    clock = 62_000;
    expect(await load()).toBe('v2');
  });

  it('falls back to the last copy, else the local build, when the remote cannot answer', async () => {
    const remote = fakeRemote([{ status: 503 }]);
    const load = remoteTemplateLoader('https://cdn.example', 'widget.html', () => Promise.resolve('local'), {
      fetch: remote.fetch,
    });
    expect(await load()).toBe('local');
  });
});
