import { SearchBoxStore } from '../../../src/core/stores/SearchBoxStore';

describe('SearchBoxStore', () => {
  it('submits a trimmed term to /search with ALLFIELDS and clears the box', () => {
    const box = new SearchBoxStore();
    box.setOpen(true);
    box.setTerm('  flood  ');
    expect(box.submit()).toBe('/search?keyword=flood&search_by=ALLFIELDS');
    expect(box.term).toBe('');
    expect(box.open).toBe(false);
  });

  it('does nothing for a blank term', () => {
    const box = new SearchBoxStore();
    box.setOpen(true);
    box.setTerm('   ');
    expect(box.submit()).toBeUndefined();
    expect(box.term).toBe('   ');
    expect(box.open).toBe(true);
  });

  it('opens and closes with the icon while the box is blank', () => {
    const box = new SearchBoxStore();
    expect(box.pressIcon()).toBeUndefined();
    expect(box.open).toBe(true);
    expect(box.pressIcon()).toBeUndefined();
    expect(box.open).toBe(false);
  });

  it('searches with the icon while the box holds a term', () => {
    const box = new SearchBoxStore();
    box.pressIcon();
    box.setTerm('Huey Long');
    expect(box.pressIcon()).toBe('/search?keyword=Huey+Long&search_by=ALLFIELDS');
    expect(box.term).toBe('');
  });

  it('keeps slashes, quotes, % and # inside the keyword', () => {
    const box = new SearchBoxStore();
    box.setTerm('"AC/DC" 100% #1');
    const target = box.submit() ?? '';
    expect(new URLSearchParams(target.split('?')[1]).get('keyword')).toBe('"AC/DC" 100% #1');
  });
});
