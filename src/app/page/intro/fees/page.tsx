import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { PhoneIcon } from '@/components/icons';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { getFeeSchedule } from '@/features/content/server/cached';
import { ConsultCta, PageHeader, PageSection, pageContainer } from '@/features/content/ui/firm-page';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(
    routes.fees,
    `이혼변호사 선임비용 안내`,
    '이혼소송, 조정이혼, 재산분할, 상간자 소송, 양육권 사건의 변호사 선임 비용과 별도로 드는 인지대·송달료 등 소송 비용을 안내합니다.',
  );
}

/** Costs the court charges, not the firm: stated so no visitor mistakes them for the fee. */
const courtCosts = [
  '인지대와 송달료는 법원에 내는 비용으로, 변호사 보수와 별도입니다. 인지대는 「민사소송 등 인지법」과 가사소송수수료규칙에 따라 청구의 종류와 금액에 맞춰 정해지고, 송달료는 당사자 수와 절차에 따라 미리 냅니다.',
  '감정(부동산 시세, 신체 감정 등)이나 사실조회, 금융거래정보 제출명령에 드는 비용도 필요한 경우 별도로 듭니다.',
  '소송에서 지면 상대방의 소송비용 일부를 부담하도록 정해질 수 있습니다(민사소송법 제98조, 가사소송법 제12조).',
];

export default async function FeesPage() {
  const [settings, schedule] = await Promise.all([getFirmSettings(), getFeeSchedule()]);
  const phoneHref = telHref(settings.mainPhone);
  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '법인소개', path: routes.firmIntro },
          { name: '선임 비용', path: routes.fees },
        ]}
      />
      <PageHeader eyebrow="선임 비용" title="이혼변호사 선임 비용 안내" lead={schedule ? <p>{schedule.intro}</p> : undefined} />

      {schedule ? (
        <PageSection id="fee-table-title" title="사건별 비용">
          <div className="overflow-x-auto rounded-2xl border border-slate-200" tabIndex={0} role="region" aria-labelledby="fee-table-title">
            <table className="w-full min-w-[560px] border-collapse text-left text-[15px]">
              <caption className="sr-only">사건 종류별 변호사 선임 비용과 설명</caption>
              <thead className="bg-slate-50 text-[14px] text-slate-700">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    사건 종류
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    비용
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    설명
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {schedule.items.map((item) => (
                  <tr key={item.service}>
                    <th scope="row" className="px-5 py-4 align-top font-bold text-brand-900">
                      {item.service}
                    </th>
                    <td className="whitespace-nowrap px-5 py-4 align-top font-semibold text-slate-900">{item.fee}</td>
                    <td className="px-5 py-4 align-top leading-relaxed text-slate-700">{item.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {schedule.notes.length > 0 && (
            <ul className="mt-5 list-disc space-y-1.5 pl-6 text-[14.5px] leading-relaxed text-slate-700">
              {schedule.notes.map((note, index) => (
                <li key={index}>{note}</li>
              ))}
            </ul>
          )}
        </PageSection>
      ) : (
        <PageSection id="fee-consult-title" title="비용은 상담에서 안내해 드립니다">
          <p className="max-w-[720px] text-[16px] leading-relaxed text-slate-700">
            변호사 보수는 사건의 종류와 쟁점, 재산 규모, 예상되는 절차에 따라 달라지므로 상담에서 사정을 들은 뒤 서면으로 안내해 드립니다.
            선임을 결정하시기 전에 보수 계약서의 내용을 충분히 설명드립니다.
          </p>
          <a href={phoneHref} className="mt-5 inline-flex items-center gap-2 text-[20px] font-bold text-brand-900 hover:underline">
            <PhoneIcon size={20} className="text-accent-600" />
            <span>
              <span className="sr-only">비용 문의 전화 </span>
              {settings.mainPhone}
            </span>
          </a>
        </PageSection>
      )}

      <PageSection id="court-costs-title" title="변호사 보수와 별도로 드는 비용">
        <ul className="list-disc space-y-2 pl-6 text-[15.5px] leading-relaxed text-slate-800">
          {courtCosts.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      </PageSection>

      <ConsultCta
        title="내 사건의 비용이 궁금하다면"
        body="사건의 사정을 들어야 정확한 비용을 말씀드릴 수 있습니다. 상담을 신청하시면 예상되는 절차와 비용을 함께 안내해 드립니다."
        phone={settings.mainPhone}
        phoneHref={phoneHref}
        placeholder="예) 재산분할이 쟁점인 이혼소송을 생각하고 있습니다. 선임 비용이 어떻게 되는지 궁금합니다."
      />
    </div>
  );
}
