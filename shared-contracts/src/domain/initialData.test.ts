import { exampleActivityDetails, exampleSlot } from '../api/routes/bokunExamples';
import {
  initialActivity,
  INITIAL_DATA_ELEMENT_ID,
  initialDataOf,
  initialSchedule,
  readInitialData,
} from './initialData';

const config = {
  configId: 'demo',
  globalConfig: { activeConfigId: 'demo' },
  products: [{ id: 'krakow', variants: [{ bokunId: 1, type: 'POL', tabName: 'PL' }], order: ['POL'] }],
};
const block = {
  configId: 'demo',
  widgetConfig: config,
  credentials: null,
  activities: [{ activityId: 1, lang: 'pl', answer: { success: true, data: exampleActivityDetails } }],
  schedules: [
    {
      activityId: 1,
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      answer: { success: true, data: [exampleSlot] },
    },
  ],
};

describe('readInitialData', () => {
  it('reads the config, credentials and activities of a data block', () => {
    const data = readInitialData(JSON.stringify(block));
    expect(data?.widgetConfig).toEqual(config);
    expect(data?.activities.map((a) => [a.activityId, a.lang])).toEqual([[1, 'pl']]);
  });

  it('answers null for a missing, broken or mismatched block, so the widget calls the API instead', () => {
    expect(readInitialData(undefined)).toBeNull();
    expect(readInitialData('{not json')).toBeNull();
    expect(readInitialData(JSON.stringify({ ...block, configId: 'other' }))).toBeNull();
    expect(readInitialData(JSON.stringify({ ...block, widgetConfig: { configId: 'x' } }))).toBeNull();
    expect(readInitialData(JSON.stringify({ ...block, widgetConfig: null }))).toBeNull();
  });

  it('drops an activity entry without a numeric id and a known language', () => {
    const data = readInitialData(
      JSON.stringify({
        ...block,
        activities: [
          ...block.activities,
          { activityId: 2, lang: 'xx', answer: { success: true, data: {} } },
          { activityId: '3', lang: 'en', answer: { success: true, data: {} } },
        ],
      }),
    );
    expect(data?.activities.map((a) => a.activityId)).toEqual([1]);
  });
});

describe('initialActivity', () => {
  const data = readInitialData(JSON.stringify(block));

  it('answers the inline general information of an activity only for its config id and language', () => {
    expect(initialActivity(data, 'demo', 1, 'pl')?.data.id).toBe(exampleActivityDetails.id);
    expect(initialActivity(data, 'demo', 1, 'en')).toBeNull();
    expect(initialActivity(data, 'other', 1, 'pl')).toBeNull();
    expect(initialActivity(null, 'demo', 1, 'pl')).toBeNull();
  });
});

describe('initialSchedule', () => {
  const data = readInitialData(JSON.stringify(block));
  const june = { activityId: 1, startDate: '2026-06-01', endDate: '2026-06-30' };

  it('answers the inline schedule only for its config id, activity and exact window', () => {
    expect(initialSchedule(data, 'demo', june)?.data).toEqual([exampleSlot]);
    expect(initialSchedule(data, 'demo', { ...june, endDate: '2026-06-15' })).toBeNull();
    expect(initialSchedule(data, 'demo', { ...june, activityId: 2 })).toBeNull();
    expect(initialSchedule(data, 'other', june)).toBeNull();
  });

  it('reads a block without schedules (written before they were carried) as having none', () => {
    const { schedules: _left, ...older } = block;
    expect(readInitialData(JSON.stringify(older))?.schedules).toEqual([]);
    const broken = readInitialData(
      JSON.stringify({ ...block, schedules: [{ activityId: '1', startDate: 1, endDate: null }] }),
    );
    expect(broken?.schedules).toEqual([]);
  });
});

describe('initialDataOf', () => {
  it('reads the block by its element id, and null where the page has none', () => {
    const texts: Record<string, string> = { [INITIAL_DATA_ELEMENT_ID]: JSON.stringify(block) };
    const doc = { getElementById: (id: string) => (id in texts ? { textContent: texts[id] ?? null } : null) };
    expect(initialDataOf(doc)?.configId).toBe('demo');
    expect(initialDataOf({ getElementById: () => null })).toBeNull();
    expect(initialDataOf(undefined)).toBeNull();
  });
});
