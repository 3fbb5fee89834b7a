'use client';

import { useEffect } from 'react';
import { layoutChangeBackground } from './layout-message';

/** Changes the page background when a same-origin layout-change message asks for it (spec section 2). */
export function LayoutBackground() {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const colour = layoutChangeBackground(event.data);
      if (colour === null) return;
      document.body.style.backgroundColor = colour;
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return null;
}
