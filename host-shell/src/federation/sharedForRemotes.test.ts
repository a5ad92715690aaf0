import { sharedForRemotes } from './sharedForRemotes';

describe('singletons the host offers to the widget remote', () => {
  it('loads the MobX the remote would otherwise download itself', async () => {
    const mobx = await sharedForRemotes.mobx();
    expect(typeof mobx.makeAutoObservable).toBe('function');
  });

  it('loads mobx-react-lite with its observer', async () => {
    const module = await sharedForRemotes['mobx-react-lite']();
    expect(typeof module.observer).toBe('function');
  });

  it('loads react-intl with its provider', async () => {
    const module = await sharedForRemotes['react-intl']();
    expect(typeof module.IntlProvider).toBe('function');
  });
});
