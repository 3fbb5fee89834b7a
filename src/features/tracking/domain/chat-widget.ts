/**
 * The third-party chat widget (Channel Talk), which the spec loads on Q&A routes only and shuts
 * down everywhere else (section 2, 'Layouts and navigation'). Talks to the vendor's global only.
 */

export const CHANNEL_TALK_SCRIPT_URL = 'https://cdn.channel.io/plugin/ch-plugin-web.js';

type ChannelCall = unknown[];
export type ChannelIO = ((...args: ChannelCall) => void) & { q?: ChannelCall[]; c?: (args: ChannelCall) => void };
export type ChatWindow = { ChannelIO?: ChannelIO; ChannelIOInitialized?: boolean };

/**
 * Boots the widget, queueing calls until the vendor script replaces the stub (the vendor's own
 * loader does the same), and returns the shutdown to run when the visitor leaves the Q&A routes.
 */
export function bootChatWidget(win: ChatWindow, pluginKey: string, loadScript: (url: string) => void): () => void {
  if (!win.ChannelIO) {
    const stub: ChannelIO = (...args) => stub.c!(args);
    stub.q = [];
    stub.c = (args) => stub.q!.push(args);
    win.ChannelIO = stub;
  }
  if (!win.ChannelIOInitialized) {
    win.ChannelIOInitialized = true;
    loadScript(CHANNEL_TALK_SCRIPT_URL);
  }
  win.ChannelIO('boot', { pluginKey, language: 'ko' });
  return () => win.ChannelIO?.('shutdown');
}
