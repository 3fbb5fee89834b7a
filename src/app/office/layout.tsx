import type { Metadata } from 'next';
import { can } from '@/features/auth/domain/permissions';
import { getViewer } from '@/features/auth/server/viewer';
import { officeSections } from './_components/office-nav';
import { OfficeNavLinks } from './_components/office-nav-links';

export const metadata: Metadata = { title: { default: '관리', template: '%s | 관리' }, robots: { index: false, follow: false } };

/**
 * The back office frame. It only draws the menu: each page checks its own capability on the
 * server (requireCapability), because a layout does not re-run on every navigation.
 */
export default async function OfficeLayout({ children }: { children: React.ReactNode }) {
  const viewer = await getViewer();
  const sections = viewer ? officeSections.filter((section) => can(viewer.ability, section.capability)) : [];
  return (
    <div className="mx-auto w-full max-w-[1280px] px-4 py-6 desk:px-8" data-testid="office">
      {sections.length > 0 && (
        <nav aria-label="관리 메뉴" className="mb-6 border-b border-slate-200">
          <OfficeNavLinks sections={[{ href: '/office', title: '관리 홈' }, ...sections.map(({ href, title }) => ({ href, title }))]} />
        </nav>
      )}
      {children}
    </div>
  );
}
