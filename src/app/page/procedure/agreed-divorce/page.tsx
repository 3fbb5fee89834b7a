import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { agreedDivorceGuide as guide, agreedDivorceTable as table } from '@/features/content/guides/procedures';
import { GuideArticle, GuideLinks } from '@/features/content/ui/guide-article';
import { ProcedureTable } from '@/features/content/ui/procedure-table';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata(guide.path, guide.title, guide.description);

export default async function AgreedDivorceProcedurePage() {
  const settings = await getFirmSettings();
  return (
    <GuideArticle
      guide={guide}
      crumbs={[{ name: '협의이혼 절차', path: guide.path }]}
      eyebrow="소송정보"
      intro={<ProcedureTable table={table} testId="procedure-table" />}
      phone={{ label: settings.mainPhone, href: telHref(settings.mainPhone) }}
    >
      <GuideLinks
        title="다음으로 읽을 안내"
        links={[
          {
            href: routes.divorceSuitProcedure,
            title: '이혼소송 절차',
            body: '배우자가 이혼이나 조건에 동의하지 않으면 조정과 소송으로 진행합니다.',
          },
          { href: routes.divorceGrounds, title: '재판상 이혼사유', body: '민법 제840조의 여섯 가지 사유와 사유별로 준비할 증거입니다.' },
          {
            href: routes.propertyDivisionGuide,
            title: '재산분할',
            body: '분할 대상 재산, 기여도, 이혼한 날부터 2년의 청구 기간을 정리했습니다.',
          },
          { href: routes.childSupportCalculator, title: '양육비 계산기', body: '양육비 산정기준표에 따라 양육비를 계산해 봅니다.' },
        ]}
      />
    </GuideArticle>
  );
}
