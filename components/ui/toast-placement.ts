/**
 * Where the toast goes so it covers neither the page's heading nor the controls a reader needs
 * next (issue 31: the recent-pick toast sat on every pop-up's title for three seconds). The
 * bottom, above the tab bar, unless the heading, an element marked `data-toast-avoid` or the
 * focused control is there; then the top, under the header, when that covers less.
 */
export type ToastPlace = 'bottom' | 'top';

type Box = { top: number; bottom: number; left: number; right: number };

/**
 * Where the Toaster puts each place: `--toast-lift` above the bottom (6rem: the tab bar and a
 * margin; more over a page's own bottom bar, globals.css), 4rem from the top (the header and
 * a margin).
 */
const BOTTOM_OFFSET_REM = 6;
const TOP_OFFSET_REM = 4;

/** The lift in rem, as globals.css sets it (in rem) for the page shown. */
function bottomOffsetRem(win: Window, doc: Document): number {
  return parseFloat(win.getComputedStyle(doc.documentElement).getPropertyValue('--toast-lift')) || BOTTOM_OFFSET_REM;
}

function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** What a toast must leave visible, as it is on screen now. */
function protectedBoxes(doc: Document): Box[] {
  const elements = [...doc.querySelectorAll<HTMLElement>('h1, [data-toast-avoid]')];
  const focused = doc.activeElement;
  if (focused instanceof HTMLElement && focused !== doc.body && !focused.closest('[role="status"]'))
    elements.push(focused);
  return elements.map((el) => el.getBoundingClientRect()).filter((box) => box.width > 0 && box.height > 0);
}

/** The place for a toast of `toast`'s size, measured where it is now (`current`). */
export function chooseToastPlace(toast: DOMRect, current: ToastPlace, doc: Document = document): ToastPlace {
  const win = doc.defaultView!;
  const rem = parseFloat(win.getComputedStyle(doc.documentElement).fontSize) || 16;
  const topTop = TOP_OFFSET_REM * rem;
  const { left, right, height } = toast;
  const bottomTop = win.innerHeight - bottomOffsetRem(win, doc) * rem - height;
  const slots: Record<ToastPlace, Box> = {
    bottom: current === 'bottom' ? toast : { top: bottomTop, bottom: bottomTop + height, left, right },
    top: current === 'top' ? toast : { top: topTop, bottom: topTop + height, left, right },
  };
  const boxes = protectedBoxes(doc);
  const cost = (place: ToastPlace) => boxes.reduce((sum, box) => sum + overlapArea(slots[place], box), 0);
  const bottom = cost('bottom');
  return bottom === 0 || bottom <= cost('top') ? 'bottom' : 'top';
}
