import { MemoryKeyValueStore } from '../../../src/adapters/memory/MemoryKeyValueStore';
import { RESUME_LIMIT } from '../../../src/core/rules/media/resume';
import { WatchingMemory } from '../../../src/core/stores/WatchingMemory';

describe('WatchingMemory', () => {
  it('keeps where each clip was left, across instances (page loads)', () => {
    const storage = new MemoryKeyValueStore();
    new WatchingMemory(storage).remember('LPB-CL-1042', 739.4);
    new WatchingMemory(storage).remember('LSA-CL-7', 12);
    const later = new WatchingMemory(storage);
    expect(later.position('LPB-CL-1042')).toBe(739.4);
    expect(later.position('LSA-CL-7')).toBe(12);
    expect(later.position('other')).toBeUndefined();
  });

  it('forgets a clip when told so, and writes nothing for a clip it never kept', () => {
    const storage = new MemoryKeyValueStore();
    const memory = new WatchingMemory(storage);
    memory.remember('a', undefined);
    expect(storage.values.size).toBe(0);
    memory.remember('a', 40);
    memory.remember('a', undefined);
    expect(memory.position('a')).toBeUndefined();
    memory.remember('', 40);
    expect(memory.position('')).toBeUndefined();
  });

  it(`keeps the newest ${RESUME_LIMIT} clips`, () => {
    const memory = new WatchingMemory(new MemoryKeyValueStore());
    for (let i = 0; i <= RESUME_LIMIT; i++) memory.remember(`clip-${i}`, 100 + i);
    expect(memory.position('clip-0')).toBeUndefined();
    expect(memory.position('clip-1')).toBe(101);
    expect(memory.position(`clip-${RESUME_LIMIT}`)).toBe(100 + RESUME_LIMIT);
  });

  it('reads a stored value it cannot trust as none', () => {
    const storage = new MemoryKeyValueStore();
    storage.set('ldma.resume', '{"LPB-CL-1042": 1e99}');
    const memory = new WatchingMemory(storage);
    expect(memory.position('LPB-CL-1042')).toBeUndefined();
    memory.remember('LPB-CL-1042', 700);
    expect(memory.position('LPB-CL-1042')).toBe(700);
  });

  it('has captions on until the visitor turns them off, and remembers either choice', () => {
    const storage = new MemoryKeyValueStore();
    expect(new WatchingMemory(storage).captions).toBe(true);
    new WatchingMemory(storage).setCaptions(false);
    expect(new WatchingMemory(storage).captions).toBe(false);
    new WatchingMemory(storage).setCaptions(true);
    expect(new WatchingMemory(storage).captions).toBe(true);
    storage.set('ldma.captions', 'garbage');
    expect(new WatchingMemory(storage).captions).toBe(true);
  });
});
