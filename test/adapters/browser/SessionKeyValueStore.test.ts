import { SessionKeyValueStore } from '../../../src/adapters/browser/SessionKeyValueStore';

describe('SessionKeyValueStore', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps values in the tab session', () => {
    new SessionKeyValueStore().set('k', 'v');
    expect(sessionStorage.getItem('k')).toBe('v');
    expect(new SessionKeyValueStore().get('k')).toBe('v');
  });

  it('still serves the page when storage refuses to work', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const store = new SessionKeyValueStore(broken);
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
    expect(store.get('missing')).toBeNull();
  });
});
