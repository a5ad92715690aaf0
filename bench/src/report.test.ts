import { judgeFromArgs, printTable, type Line } from './report.ts';

const line = (pass: boolean, ceiling?: boolean): Line => ({
  name: 'row',
  measured: '1',
  target: '<= 1',
  pass,
  ...(ceiling === undefined ? {} : { ceiling: { target: '<= 2', pass: ceiling } }),
});

beforeEach(() => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});

describe('printTable', () => {
  it('fails a missed goal when judged by goals, as `npm run bench:browser` is', () => {
    expect(printTable([line(true), line(false, true)], 'goals')).toBe(false);
    expect(printTable([line(true), line(true, true)], 'goals')).toBe(true);
  });

  it('passes a missed goal within its ceiling when judged by ceilings (CI), and fails one past it', () => {
    expect(printTable([line(true), line(false, true)], 'ceilings')).toBe(true);
    expect(printTable([line(false, false)], 'ceilings')).toBe(false);
  });

  it('fails a missed goal without a ceiling however it is judged', () => {
    expect(printTable([line(false)], 'ceilings')).toBe(false);
  });
});

describe('judgeFromArgs', () => {
  it('judges by ceilings only with --ceilings', () => {
    expect(judgeFromArgs(['node', 'browser.ts', '--ceilings'])).toBe('ceilings');
    expect(judgeFromArgs(['node', 'browser.ts'])).toBe('goals');
  });
});
