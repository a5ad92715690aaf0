import { holdFingerprint } from './holdFingerprint';

describe('holdFingerprint', () => {
  it('changes with the slot or the tickets, not with empty ticket rows', () => {
    const base = { activityId: 1001, slotId: '31_20260612', rateId: 11, counts: { '21': 2, '22': 0 } };
    expect(holdFingerprint(base)).toBe(holdFingerprint({ ...base, counts: { '21': 2 } }));
    expect(holdFingerprint(base)).not.toBe(holdFingerprint({ ...base, slotId: '32_20260612' }));
    expect(holdFingerprint(base)).not.toBe(holdFingerprint({ ...base, counts: { '21': 3 } }));
  });
});
