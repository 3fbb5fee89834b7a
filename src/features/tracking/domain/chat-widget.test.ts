import { describe, expect, it } from 'vitest';
import { bootChatWidget, CHANNEL_TALK_SCRIPT_URL, type ChatWindow } from './chat-widget';

describe('chat widget (Channel Talk on Q&A routes only)', () => {
  it('queues the boot until the vendor script loads, loads the script once, and shuts down on leaving', () => {
    const win: ChatWindow = {};
    const loaded: string[] = [];
    const shutdown = bootChatWidget(win, 'plugin-key', (url) => loaded.push(url));
    expect(loaded).toEqual([CHANNEL_TALK_SCRIPT_URL]);
    expect(win.ChannelIO?.q).toEqual([['boot', { pluginKey: 'plugin-key', language: 'ko' }]]);

    shutdown();
    bootChatWidget(win, 'plugin-key', (url) => loaded.push(url));
    expect(loaded).toHaveLength(1);
    expect(win.ChannelIO?.q?.map((call) => call[0])).toEqual(['boot', 'shutdown', 'boot']);
  });

  it('calls the vendor global directly once the script has replaced the stub', () => {
    const calls: unknown[][] = [];
    const win: ChatWindow = { ChannelIO: (...args: unknown[]) => void calls.push(args), ChannelIOInitialized: true };
    const shutdown = bootChatWidget(win, 'k', () => {
      throw new Error('must not load twice');
    });
    shutdown();
    expect(calls).toEqual([['boot', { pluginKey: 'k', language: 'ko' }], ['shutdown']]);
  });
});
