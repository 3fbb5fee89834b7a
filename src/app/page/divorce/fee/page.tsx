import Link from 'next/link';
import { ArrowRightIcon } from '@/components/icons';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { divorceFeeGuide as guide } from '@/features/content/guides/divorce-pages';
import { GuideArticle, GuideLinks } from '@/features/content/ui/guide-article';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata(guide.path, guide.title, guide.description);

export default async function DivorceFeePage() {
  const settings = await getFirmSettings();
  return (
    <GuideArticle
      guide={guide}
      crumbs={[{ name: '이혼소송 비용', path: guide.path }]}
      eyebrow="이혼 법률정보 센터"
      phone={{ label: settings.mainPhone, href: telHref(settings.mainPhone) }}
    >
      <section aria-labelledby="firm-fee-title" className="mt-12 rounded-2xl border border-brand-100 bg-brand-50 p-6">
        <h2 id="firm-fee-title" className="text-[20px] font-bold text-brand-900">
          법인의 보수 기준
        </h2>
        <p className="mt-2 text-[15.5px] leading-relaxed text-slate-800">
          {settings.firmName}의 사건 종류별 변호사 보수 기준과 별도로 드는 비용은 수임료 안내 페이지에 공개되어 있습니다. 실제 보수는 사건의
          범위를 확인한 뒤 위임계약서에 적습니다.
        </p>
        <Link
          href={routes.fees}
          className="mt-4 inline-flex items-center gap-1.5 text-[16px] font-bold text-brand-800 underline-offset-4 hover:underline"
        >
          수임료 안내 보기 <ArrowRightIcon size={18} />
        </Link>
      </section>
      <GuideLinks
        title="함께 읽으면 좋은 안내"
        links={[
          {
            href: routes.divorceSuitProcedure,
            title: '이혼소송 절차',
            body: '어느 단계에서 어떤 비용이 드는지 절차 순서와 함께 확인하세요.',
          },
          { href: routes.propertySuit, title: '재산분할 청구 소송', body: '가압류·가처분의 담보와 감정 절차를 안내합니다.' },
        ]}
      />
    </GuideArticle>
  );
}
