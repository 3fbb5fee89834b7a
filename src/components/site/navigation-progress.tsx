'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import {
  createProgressController,
  PROGRESS_DURATION_MS,
  samePage,
  startsNavigation,
  type ProgressPhase,
} from './navigation-progress-controller';

const keyframes = `@keyframes site-progress { from { transform: scaleX(0.04); } to { transform: scaleX(0.9); } }`;

/**
 * The thin page-transition bar at the top (spec section 2): starts on in-site link clicks and
 * back/forward, finishes when the new route has rendered.
 */
export function NavigationProgress() {
  const [phase, setPhase] = useState<ProgressPhase>('idle');
  const controller = useRef<ReturnType<typeof createProgressController> | null>(null);
  const lastHref = useRef<string | null>(null);
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    const progress = createProgressController(setPhase);
    controller.current = progress;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const link = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') };
      if (startsNavigation(link, window.location.href, event)) progress.start();
    };
    const onPopState = () => {
      const previous = lastHref.current;
      if (previous && !samePage(new URL(window.location.href), new URL(previous))) progress.start();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      progress.dispose();
      controller.current = null;
    };
  }, []);

  useEffect(() => {
    lastHref.current = window.location.href;
    controller.current?.done();
  }, [pathname, searchParams]);

  if (phase === 'idle' || phase === 'waiting') return null;
  const finishing = phase === 'finishing';
  return (
    // Decoration only: the browser itself announces page loads; a bar outside every landmark
    // would be a stray region to assistive technology (axe 'region').
    <div aria-hidden="true" data-testid="navigation-progress" className="no-print pointer-events-none fixed inset-x-0 top-0 z-[90] h-[3px]">
      <style href="site-progress-keyframes" precedence="default">
        {keyframes}
      </style>
      <div
        className={`h-full origin-left bg-accent-500 shadow-[0_0_8px_rgba(180,83,42,0.6)] ${
          finishing ? 'opacity-0 transition-opacity delay-200 duration-300' : ''
        }`}
        style={finishing ? undefined : { animation: `site-progress ${PROGRESS_DURATION_MS}ms cubic-bezier(0.1, 0.7, 0.2, 1) forwards` }}
      />
    </div>
  );
}
