// What a page served by the BFF carries for the widget's first render, so the widget does not wait for the
// widget-config → general-information → schedule chain of round trips. Yup-free: the host and the widget read
// it before any schema library loads. Each part is the body the matching /api route would answer.
import type { RouteResponse } from '../api/defineRoute';
import type { bokunGeneralInformation, bokunSchedule, credentials, widgetConfig } from '../api/routes';
import { LANGUAGES, type Language } from './constants';
import type { RenderStamp } from './serverRender';

/** Element id of the `<script type="application/json">` data block. */
export const INITIAL_DATA_ELEMENT_ID = 'booking-initial-data';

/** One activity's general information in one language, as `POST /api/bokun/general-information` answers it. */
export interface InitialActivity {
  activityId: number;
  lang: Language;
  answer: RouteResponse<typeof bokunGeneralInformation>;
}

/** One activity's schedule of one window (the current month), as `POST /api/bokun/schedule/…` answers it. */
export interface InitialSchedule {
  activityId: number;
  /** The window asked, YYYY-MM-DD, inclusive: the widget takes the answer for exactly this call. */
  startDate: string;
  endDate: string;
  answer: RouteResponse<typeof bokunSchedule>;
}

/** The first render's data of one config id. */
export interface InitialData {
  configId: string;
  /** `GET /api/widget-config/{configId}`'s answer. */
  widgetConfig: RouteResponse<typeof widgetConfig>;
  /** `GET /api/credentials?prefix=`'s answer for the config's prefix. */
  credentials: RouteResponse<typeof credentials> | null;
  /** The activities (tabs) of the product the page opens, in the page's language. */
  activities: InitialActivity[];
  /** Their schedules of the current month (a block written before schedules were carried has none). */
  schedules: InitialSchedule[];
  /** Present when the page carries step 1 rendered on the server from this block: what it was rendered for. */
  rendered?: RenderStamp;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a data block's text. Anything that is not the expected outline answers null (the widget then calls
 * the API as without the block); activities without a numeric id and a language are dropped. The bodies
 * themselves are checked by the same contract as the API's answers where they are used.
 */
export function readInitialData(text: string | null | undefined): InitialData | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? '');
  } catch {
    return null;
  }
  if (!isObject(raw) || !raw.configId || !isObject(raw.widgetConfig)) return null;
  const data = raw as unknown as InitialData;
  if (data.widgetConfig.configId !== data.configId) return null;
  return {
    ...data,
    credentials: isObject(raw.credentials) ? data.credentials : null,
    activities: (Array.isArray(data.activities) ? data.activities : []).filter(
      (activity) =>
        isObject(activity) && typeof activity.activityId === 'number' && LANGUAGES.includes(activity.lang),
    ),
    schedules: (Array.isArray(data.schedules) ? data.schedules : []).filter(
      (schedule) =>
        isObject(schedule) &&
        typeof schedule.activityId === 'number' &&
        typeof schedule.startDate === 'string' &&
        typeof schedule.endDate === 'string',
    ),
  };
}

/** The data block of a document, if it has one. */
export function initialDataOf(
  doc: { getElementById(id: string): { textContent: string | null } | null } | undefined,
): InitialData | null {
  if (!doc) return null;
  return readInitialData(doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent);
}

/** The inline answer for one activity in one language, if the block has it. */
export function initialActivity(
  data: InitialData | null,
  configId: string,
  activityId: number,
  lang: Language,
): InitialActivity['answer'] | null {
  if (!data || data.configId !== configId) return null;
  return data.activities.find((a) => a.activityId === activityId && a.lang === lang)?.answer ?? null;
}

/** The inline schedule answer for one activity and window, if the block has it. */
export function initialSchedule(
  data: InitialData | null,
  configId: string,
  window: { activityId: number; startDate: string; endDate: string },
): InitialSchedule['answer'] | null {
  if (!data || data.configId !== configId) return null;
  return (
    data.schedules.find(
      (s) =>
        s.activityId === window.activityId &&
        s.startDate === window.startDate &&
        s.endDate === window.endDate,
    )?.answer ?? null
  );
}
