import { mapCardStatus } from './cardStatus';

describe('mapCardStatus', () => {
  it.each(['paid', 'confirmed'])('"paid or confirmed gives success": %s', (status) => {
    expect(mapCardStatus(status)).toBe('success');
  });

  it.each(['pending', 'processing'])('"pending or processing gives pending": %s', (status) => {
    expect(mapCardStatus(status)).toBe('pending');
  });

  it.each(['failed', 'cancelled'])('"failed or cancelled gives error": %s', (status) => {
    expect(mapCardStatus(status)).toBe('error');
  });

  it.each(['refunded', '', null, undefined, 'toString'])('"unknown gives pending": %p', (status) => {
    expect(mapCardStatus(status)).toBe('pending');
  });

  it('reads the status case-insensitively', () => {
    expect(mapCardStatus(' PAID ')).toBe('success');
  });
});
