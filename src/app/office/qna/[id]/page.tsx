import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireCapability } from '@/features/auth/server/viewer';
import { getOfficeQnaQuestion } from '@/features/qna/server/office-queries';
import { OfficeQnaQuestionView } from '@/features/qna/ui/office-qna-question';
import { officeQnaQuestionPath } from '@/lib/routes';

export const metadata: Metadata = { title: '법률 Q&A 질문' };

/** /office/qna/{id}: review, assign, hide, answer one question. */
export default async function OfficeQnaQuestionPage({ params }: { params: Promise<{ id: string }> }) {
  const raw = (await params).id;
  const id = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
  const viewer = await requireCapability('qna.review', id ? officeQnaQuestionPath(id) : '/office/qna');
  const question = id ? await getOfficeQnaQuestion(viewer, id) : null;
  if (!question) notFound();
  return <OfficeQnaQuestionView question={question} />;
}
