import { detectPaymentMethod } from './paymentMethodDetection';

describe('detectPaymentMethod', () => {
  it('is BLIK when a BLIK token is present', () => {
    expect(detectPaymentMethod({ pay: { groupId: 150, blikPaymentData: { blikToken: '777123' } } })).toBe(
      'BLIK',
    );
  });

  it('is BLIK when an older caller sends blikCode beside pay', () => {
    expect(detectPaymentMethod({ blikCode: '777123' })).toBe('BLIK');
  });

  it('is PBL_{groupId} for a bank group without a token', () => {
    expect(detectPaymentMethod({ pay: { groupId: 108 } })).toBe('PBL_108');
  });

  it('is CHANNEL_{channelId} when only a channel is named', () => {
    expect(detectPaymentMethod({ pay: { channelId: 64 } })).toBe('CHANNEL_64');
  });

  it('prefers the group over the channel (PBL before CHANNEL)', () => {
    expect(detectPaymentMethod({ pay: { groupId: 108, channelId: 64 } })).toBe('PBL_108');
  });

  it('is CARD when nothing else is named', () => {
    expect(detectPaymentMethod({ pay: null, blikCode: ' ' })).toBe('CARD');
  });
});
