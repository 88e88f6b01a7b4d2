import { WebStorageKeyValueStore } from '../../../src/adapters/browser/WebStorageKeyValueStore';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

it('keeps session values in the tab session only', () => {
  new WebStorageKeyValueStore('sessionStorage').set('k', 'v');
  expect(sessionStorage.getItem('k')).toBe('v');
  expect(localStorage.getItem('k')).toBeNull();
  expect(new WebStorageKeyValueStore('sessionStorage').get('k')).toBe('v');
});

it("keeps local values on the visitor's device, beyond the tab", () => {
  new WebStorageKeyValueStore('localStorage').set('k', 'v');
  expect(localStorage.getItem('k')).toBe('v');
  expect(sessionStorage.getItem('k')).toBeNull();
  expect(new WebStorageKeyValueStore('localStorage').get('k')).toBe('v');
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
  const store = new WebStorageKeyValueStore(broken);
  store.set('k', 'v');
  expect(store.get('k')).toBe('v');
  expect(store.get('missing')).toBeNull();
});

it.each(['localStorage', 'sessionStorage'] as const)(
  'works from memory where merely reaching %s throws (blocked in a frame)',
  (name) => {
    const spy = jest.spyOn(window, name, 'get').mockImplementation(() => {
      throw new DOMException('Access is denied', 'SecurityError');
    });
    const store = new WebStorageKeyValueStore(name);
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
    spy.mockRestore();
  },
);
