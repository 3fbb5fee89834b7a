import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressController, startsNavigation, type ProgressPhase } from './navigation-progress-controller';

describe('createProgressController', () => {
  let phases: ProgressPhase[];
  beforeEach(() => {
    vi.useFakeTimers();
    phases = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never shows the bar when the page is ready within 200 ms', () => {
    const progress = createProgressController((phase) => phases.push(phase));
    progress.start();
    vi.advanceTimersByTime(150);
    progress.done();
    vi.advanceTimersByTime(1_000);
    expect(phases).toEqual(['waiting', 'idle']);
  });

  it('shows the bar after 200 ms and hides it 500 ms after the page is ready', () => {
    const progress = createProgressController((phase) => phases.push(phase));
    progress.start();
    vi.advanceTimersByTime(200);
    expect(progress.phase()).toBe('visible');
    progress.done();
    expect(progress.phase()).toBe('finishing');
    vi.advanceTimersByTime(499);
    expect(progress.phase()).toBe('finishing');
    vi.advanceTimersByTime(1);
    expect(phases).toEqual(['waiting', 'visible', 'finishing', 'idle']);
  });

  it('ignores a second start while a navigation is running', () => {
    const progress = createProgressController((phase) => phases.push(phase));
    progress.start();
    vi.advanceTimersByTime(100);
    progress.start();
    vi.advanceTimersByTime(100);
    expect(progress.phase()).toBe('visible');
  });

  it('gives up after 15 seconds when the navigation never finishes', () => {
    const progress = createProgressController((phase) => phases.push(phase));
    progress.start();
    vi.advanceTimersByTime(15_000 + 500);
    expect(progress.phase()).toBe('idle');
  });

  it('does nothing when the page reports ready without a navigation', () => {
    const progress = createProgressController((phase) => phases.push(phase));
    progress.done();
    expect(phases).toEqual([]);
  });
});

describe('startsNavigation', () => {
  const current = 'https://law.example/page/intro?tab=1';
  const leftClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({
    href,
    target: '',
    download: false,
    ...extra,
  });

  it('starts for a plain click on another page of the site', () => {
    expect(startsNavigation(link('/case/win'), current, leftClick)).toBe(true);
    expect(startsNavigation(link('/page/intro?tab=2'), current, leftClick)).toBe(true);
  });

  it('does not start for the same page or a hash on it', () => {
    expect(startsNavigation(link('/page/intro?tab=1#staff'), current, leftClick)).toBe(false);
  });

  it('does not start for other sites, call links, new tabs, downloads or modified clicks', () => {
    expect(startsNavigation(link('https://other.example/'), current, leftClick)).toBe(false);
    expect(startsNavigation(link('tel:0200001004'), current, leftClick)).toBe(false);
    expect(startsNavigation(link('/case/win', { target: '_blank' }), current, leftClick)).toBe(false);
    expect(startsNavigation(link('/file.pdf', { download: true }), current, leftClick)).toBe(false);
    expect(startsNavigation(link('/case/win'), current, { ...leftClick, metaKey: true })).toBe(false);
    expect(startsNavigation(link('/case/win'), current, { ...leftClick, button: 1 })).toBe(false);
  });
});
