import { reportSharedMismatches } from './sharedMismatch';

const shared = (version: string, from: string, singleton = true) => ({
  version,
  from,
  shareConfig: { singleton },
});

describe('reportSharedMismatches', () => {
  it('"a shared-singleton version mismatch reported, not crashed on"', () => {
    const warnings: string[] = [];
    const found = reportSharedMismatches(
      {
        default: {
          react: { '19.2.0': shared('19.2.0', 'host'), '18.3.1': shared('18.3.1', 'widget') },
          mobx: { '7.1.3': shared('7.1.3', 'host'), '7.1.4': shared('7.1.4', 'widget') },
          lodash: { '4.0.0': shared('4.0.0', 'host', false), '3.0.0': shared('3.0.0', 'widget', false) },
        },
      },
      (message) => warnings.push(message),
    );
    expect(found.map((mismatch) => mismatch.name)).toEqual(['react']);
    expect(warnings).toEqual([
      'Booking widget: shared singleton react is offered in incompatible versions (19.2.0 from host, 18.3.1 from widget); one is used.',
    ]);
  });

  it('stays quiet when the versions agree', () => {
    const warn = jest.fn();
    expect(
      reportSharedMismatches({ default: { react: { '19.2.0': shared('19.2.0', 'host') } } }, warn),
    ).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});
