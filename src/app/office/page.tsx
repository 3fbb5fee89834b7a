import type { Metadata } from 'next';
import Link from 'next/link';
import { can } from '@/features/auth/domain/permissions';
import { requireCapability, viewerCan } from '@/features/auth/server/viewer';
import { getConsultInboxSummary } from '@/features/consult/server/office-queries';
import { OfficeInboxSummary } from '@/features/consult/ui/office-inbox-summary';
import { getTalkModerationSummary } from '@/features/community/server/moderation-summary';
import { OfficeModerationSummary } from '@/features/community/ui/office-moderation-summary';
import { getFirmSettings } from '@/features/firm/server/queries';
import { officeSections } from './_components/office-nav';

export const metadata: Metadata = { title: '관리 홈' };

export default async function OfficeHome() {
  const viewer = await requireCapability('office.enter', '/office');
  const sections = officeSections.filter((section) => can(viewer.ability, section.capability));
  let inbox: { summary: Awaited<ReturnType<typeof getConsultInboxSummary>>; answerTargetMinutes: number } | null = null;
  if (viewerCan(viewer, 'consult.read')) {
    const { consultAnswerTargetMinutes } = await getFirmSettings();
    inbox = {
      summary: await getConsultInboxSummary(viewer, { answerTargetMinutes: consultAnswerTargetMinutes }),
      answerTargetMinutes: consultAnswerTargetMinutes,
    };
  }
  const talk = viewerCan(viewer, 'community.moderate') ? await getTalkModerationSummary(viewer) : null;
  return (
    <section aria-labelledby="office-title">
      <h1 id="office-title" className="text-[24px] font-bold text-brand-900">
        {viewer.name}님, 안녕하세요
      </h1>
      <p className="mt-2 text-slate-700">역할: {viewer.roles.join(', ')}</p>
      {inbox && (
        <div className="mt-6">
          <OfficeInboxSummary summary={inbox.summary} answerTargetMinutes={inbox.answerTargetMinutes} />
        </div>
      )}
      {talk && (
        <div className="mt-6">
          <OfficeModerationSummary summary={talk} />
        </div>
      )}
      <ul className="mt-6 grid gap-3 desk:grid-cols-3">
        {sections.map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              className="block rounded-xl border border-slate-200 p-5 text-[17px] font-semibold text-brand-900 hover:border-brand-600"
            >
              {section.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
