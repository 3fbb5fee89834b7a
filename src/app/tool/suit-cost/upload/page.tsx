import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { evidenceErrorsFromCodes } from '@/features/consult/domain/evidence-rules';
import { EvidenceUploadForm } from '@/features/consult/ui/evidence-upload-form';
import { consentNotice } from '@/features/consult/domain/consult-form-rules';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { env } from '@/server/env';

export const metadata = pageMetadata(
  routes.evidenceUpload,
  '상간자 소송 증거 검토 신청',
  '가지고 있는 메시지 캡처, 사진, 카드 내역 같은 자료를 보내고 상간자 위자료 소송 상담을 신청하세요. 파일은 비공개로 보관됩니다.',
);

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /tool/상간녀소송/상간녀위자료소송-비용계산기/upload: evidence files with one consultation request. */
export default async function EvidenceUploadPage({ searchParams }: { searchParams: SearchParams }) {
  const { error } = await searchParams;
  const codes = error === undefined ? [] : Array.isArray(error) ? error : [error];
  const settings = await getFirmSettings();
  const notice = consentNotice(settings.consultRetentionMonths);
  return (
    <div className="mx-auto max-w-[1100px] px-4 py-8 desk:py-12">
      <Breadcrumbs
        crumbs={[
          { name: '계산기', path: routes.toolIndex },
          { name: '상간자 위자료 소송 비용 계산기', path: routes.suitCostCalculator },
          { name: '증거 검토 신청', path: routes.evidenceUpload },
        ]}
      />
      <div className="grid gap-10 desk:grid-cols-[minmax(0,1fr)_340px]">
        <section aria-labelledby="evidence-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm desk:p-8">
          <h1 id="evidence-title" className="text-[26px] font-bold tracking-[-0.03em] text-brand-900 desk:text-[30px]">
            상간자 소송 증거 검토 신청
          </h1>
          <p className="mt-3 text-[16px] leading-relaxed text-slate-700">
            가지고 계신 자료가 소송에서 쓸 수 있는지, 무엇을 더 준비하면 좋을지 변호사가 살펴보고 전화드립니다. 파일과 함께 상담 신청 한
            건이 접수됩니다.
          </p>
          <div className="mt-6">
            <EvidenceUploadForm
              action="/api/tools/evidence"
              consent={notice}
              turnstileSiteKey={env().TURNSTILE_SITE_KEY ?? null}
              initialErrors={evidenceErrorsFromCodes(codes)}
            />
          </div>
        </section>
        <aside className="space-y-5 text-[15px] leading-relaxed text-slate-800">
          <div className="rounded-2xl border border-slate-200 p-6">
            <h2 className="font-bold text-brand-900">보내기 전에 확인해 주세요</h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5">
              <li>
                상대방의 휴대전화를 몰래 열어 보거나, 대화에 참여하지 않은 채 남의 대화를 녹음한 자료는 통신비밀보호법 위반이 될 수
                있습니다.
              </li>
              <li>원본 파일은 지우지 말고 그대로 보관하세요. 여기에는 사본을 보내 주시면 됩니다.</li>
              <li>
                어떤 자료를 모아야 하는지는{' '}
                <Link href={routes.suitPreparation} className="font-semibold text-brand-700 underline underline-offset-2">
                  소송 준비 안내
                </Link>
                에 정리했습니다.
              </li>
            </ul>
          </div>
          <div className="rounded-2xl bg-brand-900 p-6 text-white">
            <h2 className="text-lg font-bold">파일 없이 먼저 이야기하고 싶다면</h2>
            <a
              href={telHref(settings.mainPhone)}
              className="mt-2 block text-2xl font-bold tracking-wide underline-offset-4 hover:underline"
            >
              {settings.mainPhone}
            </a>
            <p className="mt-2 text-brand-100">{settings.officeHours}</p>
          </div>
        </aside>
      </div>
    </div>
  );
}
