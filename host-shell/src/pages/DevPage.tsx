import { useCallback, useEffect, useRef, useState } from 'react';
import { LANGUAGES, type Language, type PageConfig } from '@booking/shared-contracts';
import { useWidgetConfig } from '../config/useWidgetConfig';
import { DEV_TEXT } from './devText';
import { PAGE_TEXT } from './pageText';

type Entry = { direction: 'to' | 'from'; message: unknown };

/** The partner snippet for this deployment's remote. */
export function embedSnippet(remoteUrl: string, configId: string): string {
  const base = remoteUrl.replace(/\/+$/, '');
  return `<script src="${base}/embed.js" data-config-id="${configId}" async></script>\n<button data-booking-open="krakow-old-town">Book</button>`;
}

/**
 * /dev: the iframe app driven through the messages a partner plugin sends (the handshake is answered, the
 * rest by buttons), every message both ways in a log, and the embed snippet to copy.
 */
export function DevPage({ config }: { config: PageConfig }) {
  const text = DEV_TEXT[config.lang];
  const frame = useRef<HTMLIFrameElement>(null);
  const [log, setLog] = useState<Entry[]>([]);
  const { globalConfig, products } = useWidgetConfig(config.apiBaseUrl, config.configId);
  const [productId, setProductId] = useState('');
  const [language, setLanguage] = useState<Language>(config.lang);
  const widgetOrigin = window.location.origin;
  const src = `/widget?configId=${encodeURIComponent(config.configId)}&lang=${config.lang}`;

  const send = useCallback(
    (message: Record<string, unknown>) => {
      frame.current?.contentWindow?.postMessage(message, widgetOrigin);
      setLog((entries) => [...entries, { direction: 'to', message }]);
    },
    [widgetOrigin],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== widgetOrigin) return;
      setLog((entries) => [...entries, { direction: 'from', message: event.data as unknown }]);
      if ((event.data as { action?: unknown } | null)?.action === 'widgetInitialized')
        send({ action: 'handshakeAck' });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [send, widgetOrigin]);

  const chosen = productId || products[0]?.id || '';
  return (
    <article>
      <h1>{PAGE_TEXT.dev[config.lang].title}</h1>
      <p className="hs-lead">{PAGE_TEXT.dev[config.lang].lead}</p>
      <section aria-labelledby="hs-dev-controls">
        <h2 id="hs-dev-controls">{text.controls}</h2>
        <p className="hs-dev-controls">
          <button
            type="button"
            disabled={!globalConfig}
            onClick={() => send({ action: 'configData', globalConfig, products })}
          >
            {text.configData}
          </button>
          <label>
            {text.product}{' '}
            <select value={chosen} onChange={(event) => setProductId(event.target.value)}>
              {products.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.id}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            disabled={!chosen}
            onClick={() => send({ action: 'openWidget', openId: chosen, lang: language })}
          >
            {text.openWidget}
          </button>
          <label>
            {text.language}{' '}
            <select value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
              {LANGUAGES.map((lang) => (
                <option key={lang} value={lang}>
                  {lang}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => send({ action: 'setLanguage', lang: language })}>
            {text.setLanguage}
          </button>
          <button type="button" onClick={() => send({ action: 'closeWidget' })}>
            {text.close}
          </button>
        </p>
      </section>
      <iframe ref={frame} src={src} title={text.frame} className="hs-dev-frame" width="100%" height="720" />
      <section aria-labelledby="hs-dev-log">
        <h2 id="hs-dev-log">{text.log}</h2>
        {/* Focusable, so the log scrolls by keyboard too. */}
        <ol className="hs-dev-log" aria-live="polite" aria-labelledby="hs-dev-log" tabIndex={0}>
          {log.map((entry, index) => (
            <li key={index}>
              <strong>{entry.direction === 'to' ? text.toWidget : text.fromWidget}</strong>{' '}
              <code>{JSON.stringify(entry.message)}</code>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="hs-dev-snippet">
        <h2 id="hs-dev-snippet">{text.snippet}</h2>
        <pre>
          <code>{embedSnippet(config.remoteUrl, config.configId)}</code>
        </pre>
      </section>
    </article>
  );
}
