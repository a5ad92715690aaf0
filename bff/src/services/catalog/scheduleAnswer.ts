import type { AppDeps } from '../../deps';
import { compressBody, entityTag, type CompressionLevels, type Encoding } from '../../bodyEncoding';
import { presentSlot } from '../../presenters/bokun';
import { cachedRead, DEFAULT_CATALOG_CURRENCY, SCHEDULE_TTL_MS, type StoredForm } from './catalogCache';
import { getSchedule, scheduleMonthKey, type ScheduleInput } from './getSchedule';

/** A schedule answer ready to write: its JSON, that JSON compressed both ways, and its entity tag. */
export interface ScheduleAnswer {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** How an answer is kept in the catalogue cache (JSON on every engine, so binary goes as base64). */
interface StoredAnswer {
  etag: string;
  json: string;
  br: string;
  gzip: string;
}

type Deps = Pick<AppDeps, 'widgetConfigs' | 'bokunClient' | 'cache' | 'logger' | 'clock'>;

/** Rendered once per TTL, so both encodings work harder than per request. */
const STORED_LEVELS: CompressionLevels = { brotliQuality: 9, gzipLevel: 9 };

const storedAnswer: StoredForm<ScheduleAnswer, StoredAnswer> = {
  toStored: (a) => ({
    etag: a.etag,
    json: a.identity.toString('utf8'),
    br: a.br.toString('base64'),
    gzip: a.gzip.toString('base64'),
  }),
  fromStored: (s) => ({
    etag: s.etag,
    identity: Buffer.from(s.json, 'utf8'),
    br: Buffer.from(s.br, 'base64'),
    gzip: Buffer.from(s.gzip, 'base64'),
  }),
};

/** The one calendar month a window lies in ('YYYY-MM'), or null when it spans more than one. */
export function singleMonthOf(startDate: string, endDate: string): string | null {
  const month = startDate.slice(0, 7);
  return endDate.slice(0, 7) === month ? month : null;
}

/**
 * The cache key of a window's answer: under its month's schedule key, so the month's invalidation (a
 * reservation, see invalidateScheduleMonth) drops it together with the month's slots.
 */
export function scheduleAnswerKey(input: ScheduleInput, month: string): string {
  const currency = input.currency ?? DEFAULT_CATALOG_CURRENCY;
  return `${scheduleMonthKey(input.configId, input.activityId, month, currency)}:answer:${input.startDate}:${input.endDate}`;
}

/** Renders the §7 schedule answer once and compresses it both ways. */
export async function renderScheduleAnswer(body: unknown): Promise<ScheduleAnswer> {
  const identity = Buffer.from(JSON.stringify(body));
  const [br, gzip] = await Promise.all([
    compressBody(identity, 'br', STORED_LEVELS),
    compressBody(identity, 'gzip', STORED_LEVELS),
  ]);
  return { etag: entityTag(identity), identity, br, gzip };
}

/**
 * The schedule answer of a window inside one month, kept rendered and compressed in the catalogue cache
 * (same TTL as the month, concurrent readers coalesced, this process reusing the decoded bytes for a
 * second), so a cache hit writes stored bytes: no presenting, serialising or compressing per request.
 * The answer is built from the month's cached slots, so at worst it is two TTLs old; a reservation drops
 * both at once.
 */
export function scheduleAnswer(deps: Deps, input: ScheduleInput, month: string): Promise<ScheduleAnswer> {
  const render = async () => {
    const slots = await getSchedule(deps, input);
    return renderScheduleAnswer({ success: true, data: slots.map(presentSlot) });
  };
  return cachedRead(deps, scheduleAnswerKey(input, month), SCHEDULE_TTL_MS, render, storedAnswer);
}

/** The stored bytes for a negotiated encoding (null: identity). */
export function answerBytes(answer: ScheduleAnswer, encoding: Encoding | null): Buffer {
  return encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : answer.identity;
}
