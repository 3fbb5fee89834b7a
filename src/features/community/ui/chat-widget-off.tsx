'use client';

import { useEffect } from 'react';

type ChannelIO = (command: 'shutdown') => void;

/**
 * Spec section 2: the community layout always shuts the chat widget down (it belongs to /qna).
 * Nothing loads it today; if a later page has, this closes it when the member enters /talk.
 */
export function ChatWidgetOff() {
  useEffect(() => {
    const channel = (window as unknown as { ChannelIO?: ChannelIO }).ChannelIO;
    if (typeof channel === 'function') channel('shutdown');
  }, []);
  return null;
}
