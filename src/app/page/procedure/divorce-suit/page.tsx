import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { divorceSuitGuide as guide, divorceSuitTable as table } from '@/features/content/guides/procedures';
import { GuideArticle, GuideLinks } from '@/features/content/ui/guide-article';
import { ProcedureTable } from '@/features/content/ui/procedure-table';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata(guide.path, guide.title, guide.description);

export default async function DivorceSuitProcedurePage() {
  const settings = await getFirmSettings();
  return (
    <GuideArticle
      guide={guide}
      crumbs={[{ name: '이혼소송 절차', path: guide.path }]}
      eyebrow="소송정보"
      intro={<ProcedureTable table={table} testId="procedure-table" />}
      phone={{ label: settings.mainPhone, href: telHref(settings.mainPhone) }}
    >
      <GuideLinks
        title="다음으로 읽을 안내"
        links={[
          {
            href: routes.agreedDivorceProcedure,
            title: '협의이혼 절차',
            body: '부부가 이혼과 조건에 합의했다면 법원의 확인으로 이혼할 수 있습니다.',
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
