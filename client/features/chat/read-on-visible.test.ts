import { describe, expect, it } from 'vitest';
import { markReadWhenVisible, type VisibilityDocument } from './read-on-visible';

function fakeDocument() {
  const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  target.visibilityState = 'hidden';
  return target;
}

describe('the open channel is marked read when the tab becomes visible', () => {
  it('marks on becoming visible, not on becoming hidden, and stops after cleanup', () => {
    const doc = fakeDocument();
    let marks = 0;
    const stop = markReadWhenVisible(doc as unknown as VisibilityDocument, () => marks++);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(marks).toBe(0);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(marks).toBe(1);
    stop();
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(marks).toBe(1);
  });
});
