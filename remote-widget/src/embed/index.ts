// embed.js: the partner's loader. `<script src="…/embed.js" data-config-id="demo" async>` plus
// `data-booking-open="{productId}"` on any element; calls made before it loads wait in `BookingWidget.q`.
// `data-color-mode="light|dark"` on the script forces the widget's colour mode (§4 "A page may force a mode").
import { BookingEmbed, type OpenCommand } from './BookingEmbed';
import { embedLanguage } from './embedTexts';
import type { EmbedListener } from './eventHub';

type Command = [name: string, ...args: unknown[]];
type Api = ((...command: Command) => void) & { q?: ArrayLike<unknown>[]; loaded?: boolean };

function scriptElement(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  return document.querySelector<HTMLScriptElement>('script[data-config-id][src*="embed.js"]');
}

/** Where the app serving `/widget` lives: `data-app-url`, else the remote's `embed-config.json`. */
async function appUrlOf(script: HTMLScriptElement): Promise<string> {
  if (script.dataset.appUrl) return script.dataset.appUrl;
  const response = await fetch(new URL('embed-config.json', script.src).toString());
  const body = (await response.json()) as { appUrl?: unknown };
  if (typeof body.appUrl !== 'string') throw new Error('embed-config.json names no appUrl');
  return body.appUrl;
}

async function start(): Promise<void> {
  const w = window as Window & { BookingWidget?: Api };
  const script = scriptElement();
  if (!script || w.BookingWidget?.loaded) return;
  // Clicks before the app's address is known wait for it; elements added later work too (delegation).
  let embed: BookingEmbed | null = null;
  const early: [OpenCommand, Element][] = [];
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-booking-open]') : null;
    if (!target) return;
    event.preventDefault();
    const command = { openId: target.getAttribute('data-booking-open') ?? undefined };
    if (embed) embed.open(command, target);
    else early.push([command, target]);
  });
  const ready = new BookingEmbed(window, {
    // §8 "No configId provided." shows in the widget when the snippet names none; no silent `demo`.
    configId: script.dataset.configId ?? '',
    appUrl: await appUrlOf(script),
    dataLayer: script.dataset.datalayer === 'true',
    lang: embedLanguage(script.dataset.lang, document.documentElement.lang),
    colorMode: script.dataset.colorMode,
  });
  embed = ready;
  const api: Api = (name, ...args) => {
    if (name === 'open') ready.open(args[0] ?? {});
    else if (name === 'close') ready.close();
    else if (name === 'on') ready.on(String(args[0]), args[1] as EmbedListener);
    else if (name === 'off') ready.off(String(args[0]), args[1] as EmbedListener | undefined);
    else console.warn(`BookingWidget: unknown command "${name}"`);
  };
  api.loaded = true;
  const queued = Array.from(w.BookingWidget?.q ?? []);
  w.BookingWidget = api;
  for (const command of queued) api(...(Array.from(command) as Command));
  for (const [command, opener] of early) ready.open(command, opener);
}

start().catch((error: unknown) => console.error('BookingWidget: embed.js could not start', error));
