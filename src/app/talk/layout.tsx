import { ChatWidgetOff } from '@/features/community/ui/chat-widget-off';

/** The community layout (spec section 2): the site chrome as everywhere, and never the chat widget. */
export default function TalkLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <ChatWidgetOff />
      {children}
    </>
  );
}
