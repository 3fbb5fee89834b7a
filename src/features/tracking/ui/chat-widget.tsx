'use client';

import { useEffect } from 'react';
import { bootChatWidget, type ChatWindow } from '../domain/chat-widget';

/**
 * Channel Talk for the Q&A routes: mounted by their layout only when CHANNEL_TALK_PLUGIN_KEY is
 * set, booted shortly after the page is interactive, and shut down when the visitor navigates elsewhere.
 */
export function ChatWidget({ pluginKey }: { pluginKey: string }) {
  useEffect(() => {
    let shutdown: (() => void) | undefined;
    const start = () => {
      shutdown = bootChatWidget(window as unknown as ChatWindow, pluginKey, (url) => {
        const script = document.createElement('script');
        script.async = true;
        script.src = url;
        document.head.appendChild(script);
      });
    };
    // After the page is interactive (DESIGN section 6): a timer keeps it off the first render's path.
    const timer = setTimeout(start, 1500);
    return () => {
      clearTimeout(timer);
      shutdown?.();
    };
  }, [pluginKey]);
  return null;
}
