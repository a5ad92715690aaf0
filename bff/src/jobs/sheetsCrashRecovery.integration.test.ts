// The BFF as a real child process is killed with SIGKILL while the Sheets simulator holds the answer to an
// append it has already stored; restarted, the worker finishes the queue and no row is lost or written twice.
import { demoBokunVars } from '../../test/bokunHarness';
import { useRestartableBff } from '../../test/bffProcess';
import { freePort } from '@booking/sandbox/processes';
import { waitFor } from '../../test/paymentHarness';
import { logRow, sheetsVars } from '../../test/sheetsHarness';

const bff = useRestartableBff('sheets-crash', (sandboxUrl) => ({
  ...demoBokunVars(sandboxUrl),
  ...sheetsVars(sandboxUrl),
}));

const EVENTS = 200;
const jobVars = {
  SHEETS_LEASE_MS: '2000',
  SHEETS_BACKOFF_BASE_MS: '50',
  SHEETS_BACKOFF_CAP_MS: '500',
  SHEETS_BATCH_SIZE: '50',
};

it('loses and duplicates no sheet row when the BFF is killed mid-delivery and restarted', async () => {
  const port = await freePort();
  const sheets = bff.sandbox.state.sheets;
  sheets.setFault(503);
  await bff.start(port, jobVars);
  const eventIds: string[] = [];
  for (let i = 0; i < EVENTS; i += 1) {
    const answer = await bff.post('/api/google/google-sheets', {
      configId: 'demo',
      sheetName: 'Logi',
      data: logRow('OPEN', `widget_crash_${String(i)}`),
    });
    expect(answer.status).toBe(200);
    eventIds.push((answer.body.data as { eventId: string }).eventId);
  }
  // The outage ends; the next append is stored by Google but its answer never reaches the BFF: it dies first.
  sheets.appendAnswerDelayMs = 10_000;
  sheets.clearFault();
  await waitFor(() => sheets.rows('Logi').length > 0, 20_000);
  await bff.stop('SIGKILL');
  const landedBeforeCrash = sheets.rows('Logi').length;
  expect(landedBeforeCrash).toBeGreaterThan(0);
  expect(landedBeforeCrash).toBeLessThan(EVENTS);
  sheets.appendAnswerDelayMs = 0;

  await bff.start(port, jobVars);
  await waitFor(() => sheets.rows('Logi').length >= EVENTS, 30_000);
  // More passes must write nothing more.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const landed = sheets.rows('Logi').map((row) => String(row[10]));
  expect(landed).toHaveLength(EVENTS);
  expect(new Set(landed)).toEqual(new Set(eventIds));
}, 120_000);
