import { ChatWidget } from '@/features/tracking/ui/chat-widget';
import { env } from '@/server/env';

/** Q&A routes: the only pages with the chat widget (spec section 2), when it is configured. */
export default function QnaLayout({ children }: { children: React.ReactNode }) {
  const pluginKey = env().CHANNEL_TALK_PLUGIN_KEY;
  return (
    <>
      {children}
      {pluginKey && <ChatWidget pluginKey={pluginKey} />}
    </>
  );
}
