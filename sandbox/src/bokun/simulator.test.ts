import { abortModelFromEnv, DEFAULT_ABORT_MODEL } from './simulator';

describe('SANDBOX_BOKUN_ABORT_METHODS', () => {
  it('unset or empty keeps the default: both POST and GET release a hold', () => {
    expect(abortModelFromEnv(undefined)).toBeUndefined();
    expect(abortModelFromEnv(' ')).toBeUndefined();
    expect(DEFAULT_ABORT_MODEL.methods).toEqual(['POST', 'GET']);
  });

  it('narrows abort-reserved to the methods named, any case, others answered 405', () => {
    expect(abortModelFromEnv('get')).toEqual({ methods: ['GET'], otherMethodStatus: 405 });
    expect(abortModelFromEnv('POST, post')).toEqual({ methods: ['POST'], otherMethodStatus: 405 });
  });

  it('refuses anything but POST and GET', () => {
    expect(abortModelFromEnv('DELETE')).toBe('invalid');
  });
});
