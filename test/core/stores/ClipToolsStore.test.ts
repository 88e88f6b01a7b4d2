import { citations } from '../../../src/core/rules/clip/citation';
import { ClipToolsStore } from '../../../src/core/stores/ClipToolsStore';
import { aCitationSource, anAssetDetail, ORIGIN } from '../../support/builders';
import { ScriptedHandle } from '../../support/scriptedPlayer';

/** The clip runs from 10:05 to 12:46 of its file (605 s to 766 s). */
const detail = anAssetDetail({ id: 'LPB-CL-1042' });

function tools() {
  const store = new ClipToolsStore(detail, ORIGIN, () => new Date(2025, 4, 3));
  const handle = new ScriptedHandle(605, undefined);
  store.attach(handle);
  return { store, handle };
}

describe('ClipToolsStore', () => {
  it('links to the clip, to the current time in it, and to its embeddable player', () => {
    const { store, handle } = tools();
    expect(store.clipUrl).toBe(`${ORIGIN}/video_v2/asset-detail/LPB-CL-1042`);
    expect(store.timeUrl).toBe(`${ORIGIN}/video_v2/asset-detail/LPB-CL-1042?t=0s`);
    handle.playTo(695.6);
    expect(store.offset).toBe(90);
    expect(store.timeUrl).toBe(`${ORIGIN}/video_v2/asset-detail/LPB-CL-1042?t=1m30s`);
    expect(store.embedUrl).toBe(`${ORIGIN}/embed/LPB-CL-1042`);
    expect(store.embedCode).toContain(`src="${ORIGIN}/embed/LPB-CL-1042"`);
    expect(store.embedCode).toContain('title="Governor McKeithen on the Superdome"');
  });

  it('keeps the current time inside the clip', () => {
    const { store, handle } = tools();
    handle.playTo(100);
    expect(store.offset).toBe(0);
    handle.playTo(9999);
    expect(store.offset).toBe(161);
  });

  it('cites the video in three styles with its identifier, page and the access date', () => {
    const { store } = tools();
    expect(store.citationSource).toEqual(
      aCitationSource({ url: `${ORIGIN}/video_v2/asset-detail/LPB-CL-1042` }),
    );
    const forms = citations(store.citationSource, store.accessDate());
    expect(Object.keys(forms)).toEqual(['chicago', 'mla', 'apa']);
    expect(forms.chicago).toContain(
      'LPB-CL-1042. Louisiana Digital Media Archive. Accessed May 3, 2025.',
    );
    expect(forms.mla).toContain('Accessed 3 May 2025.');
    expect(forms.apa).toContain(
      `Retrieved May 3, 2025, from ${ORIGIN}/video_v2/asset-detail/LPB-CL-1042`,
    );
  });

  it('marks in and out points at the player time, relative to the clip', () => {
    const { store, handle } = tools();
    expect(store.hasMarks).toBe(false);
    handle.playTo(617.4);
    store.markIn();
    handle.playTo(670);
    store.markOut();
    expect([store.inPoint, store.outPoint]).toEqual([12, 65]);
    expect(store.hasMarks).toBe(true);
    store.clearMarks();
    expect([store.inPoint, store.outPoint, store.hasMarks]).toEqual([undefined, undefined, false]);
  });

  it('drops a point that would put the out point before the in point', () => {
    const { store, handle } = tools();
    handle.playTo(650);
    store.markIn();
    handle.playTo(620);
    store.markOut();
    expect([store.inPoint, store.outPoint]).toEqual([undefined, 15]);
    handle.playTo(700);
    store.markIn();
    expect([store.inPoint, store.outPoint]).toEqual([95, undefined]);
  });

  it('opens the contact page pre-filled with the video and its marked points', () => {
    const { store, handle } = tools();
    handle.playTo(617);
    store.markIn();
    const query = new URLSearchParams(store.requestPath.split('?')[1]);
    expect(store.requestPath.startsWith('/contact-us?')).toBe(true);
    expect(query.get('subject')).toBe('Footage licensing request');
    expect(query.get('message')).toContain('Identifier: LPB-CL-1042');
    expect(query.get('message')).toContain('In point: 0:12 (00:10:17 in the source file)');
    expect(query.get('message')).not.toContain('Out point');
  });

  it('stops following a player it was detached from', () => {
    const { store, handle } = tools();
    store.detach();
    handle.playTo(700);
    expect(store.offset).toBe(0);
    expect(handle.listening).toBe(0);
  });
});
