/**
 * The page-transition progress bar's timing (spec section 9): it appears only when a navigation
 * takes longer than 200 ms and hides 500 ms after the new page is ready.
 */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_HIDE_AFTER_MS = 500;
export const PROGRESS_DURATION_MS = 5_000;
/** A navigation that never reports back (cancelled, blocked) must not leave the bar up forever. */
export const PROGRESS_GIVE_UP_MS = 15_000;

export type ProgressPhase = 'idle' | 'waiting' | 'visible' | 'finishing';

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export function createProgressController(
  onChange: (phase: ProgressPhase) => void,
  timers: Timers = {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
) {
  let phase: ProgressPhase = 'idle';
  let showTimer: unknown;
  let hideTimer: unknown;
  let giveUpTimer: unknown;

  const set = (next: ProgressPhase) => {
    if (phase === next) return;
    phase = next;
    onChange(next);
  };
  const clear = () => {
    for (const handle of [showTimer, hideTimer, giveUpTimer]) if (handle !== undefined) timers.clearTimeout(handle);
    showTimer = hideTimer = giveUpTimer = undefined;
  };

  const done = () => {
    if (phase === 'idle' || phase === 'finishing') return;
    const wasVisible = phase === 'visible';
    clear();
    if (!wasVisible) {
      set('idle');
      return;
    }
    set('finishing');
    hideTimer = timers.setTimeout(() => {
      hideTimer = undefined;
      set('idle');
    }, PROGRESS_HIDE_AFTER_MS);
  };

  const start = () => {
    if (phase === 'waiting' || phase === 'visible') return;
    const alreadyShown = phase === 'finishing';
    clear();
    giveUpTimer = timers.setTimeout(done, PROGRESS_GIVE_UP_MS);
    if (alreadyShown) {
      set('visible');
      return;
    }
    set('waiting');
    showTimer = timers.setTimeout(() => {
      showTimer = undefined;
      set('visible');
    }, PROGRESS_THROTTLE_MS);
  };

  return { start, done, dispose: clear, phase: () => phase };
}

/** Whether a click on a link starts an in-site navigation to another page (not a new tab, download, hash or call link). */
export function startsNavigation(
  link: { href: string; target: string; download: boolean },
  currentHref: string,
  click: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (link.download || (link.target !== '' && link.target !== '_self')) return false;
  let target: URL;
  let current: URL;
  try {
    target = new URL(link.href, currentHref);
    current = new URL(currentHref);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  if (target.origin !== current.origin) return false;
  return !samePage(target, current);
}

/** Two URLs show the same page when only their hash differs. */
export function samePage(a: URL, b: URL): boolean {
  return a.pathname === b.pathname && a.search === b.search;
}
