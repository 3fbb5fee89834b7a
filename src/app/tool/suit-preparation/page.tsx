import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { FaqSection } from '@/features/content/ui/faq-section';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata(
  routes.suitPreparation,
  '상간자 소송 준비: 증거 모으는 방법과 순서',
  '상간자 위자료 소송을 준비할 때 시효 확인부터 합법적인 증거 수집, 내용증명, 소장 작성, 조정까지 순서대로 안내합니다.',
);

type Step = { title: string; body: string[] };

const steps: Step[] = [
  {
    title: '청구할 수 있는 기간부터 확인합니다',
    body: [
      '상간자에 대한 위자료 청구는 불법행위로 인한 손해배상 청구입니다. 부정행위가 있었다는 사실과 상대방이 누구인지를 안 날부터 3년, 부정행위가 있었던 날부터 10년이 지나면 청구할 수 없습니다(민법 제766조 제1항·제2항).',
      '언제 알게 되었는지가 다툼이 되기 쉬우므로, 처음 알게 된 날짜와 계기를 메모해 두세요.',
    ],
  },
  {
    title: '합법적인 방법으로만 증거를 모읍니다',
    body: [
      '자신이 참여하지 않은 다른 사람들 사이의 대화를 몰래 녹음하거나 통화를 엿듣는 것은 통신비밀보호법 제3조와 제14조가 금지하며, 처벌 대상일 뿐 아니라 그 내용은 재판에서 증거로 쓸 수 없습니다(같은 법 제4조, 제14조 제2항). 본인이 직접 참여한 대화의 녹음은 이 금지에 해당하지 않습니다.',
      '배우자나 상대방의 차량·휴대전화에 동의 없이 위치추적 장치나 앱을 설치하면 위치정보의 보호 및 이용 등에 관한 법률 제15조 위반이 됩니다. 부정한 방법으로 상대방의 개인정보를 알아내는 것도 개인정보 보호법 제59조가 금지합니다.',
      '상대방의 집이나 숙박업소 객실에 허락 없이 들어가 현장을 확인하는 것은 주거침입죄(형법 제319조)가 될 수 있습니다. 잠금이 걸린 휴대전화나 계정을 몰래 여는 것도 비밀침해(형법 제316조, 정보통신망법 제49조) 문제가 생길 수 있습니다.',
    ],
  },
  {
    title: '쓸 수 있는 증거의 종류를 정리합니다',
    body: [
      '메시지와 메신저 대화: 본인이 받은 메시지, 함께 쓰는 기기에 남아 정상적으로 볼 수 있었던 화면의 캡처. 날짜와 보낸 사람이 보이도록 찍고 원본은 지우지 마세요.',
      '사진과 영상: 두 사람이 함께 있는 모습, 숙소에 드나드는 모습 등. 언제 어디서 찍었는지 정보가 남은 원본 파일을 보관합니다.',
      '카드 내역과 숙박 기록: 가족 명의의 카드 명세서처럼 정당하게 볼 수 있는 자료는 그대로 제출합니다. 직접 얻을 수 없는 상대방의 카드 사용 내역이나 숙박업소의 투숙 기록은 소송 중 법원의 문서제출명령(민사소송법 제344조)이나 사실조회(민사소송법 제294조)로 받아 볼 수 있습니다.',
      '그 밖에 부정행위를 알게 된 뒤 배우자나 상대방이 사실을 인정한 대화, 각서, 주변 사람의 진술도 증거가 됩니다.',
    ],
  },
  {
    title: '상대방이 누구인지 확인합니다',
    body: [
      '소장에는 피고의 이름과 주소를 적어야 합니다. 전화번호만 알고 있다면 소를 낸 뒤 통신사에 대한 사실조회로 인적사항을 확인하는 방법이 있습니다.',
    ],
  },
  {
    title: '필요하면 내용증명을 보냅니다',
    body: [
      '내용증명은 위자료를 청구한다는 뜻과 부정행위를 그만두라는 요구를 기록으로 남기는 방법입니다. 보내는 것만으로 시효가 멈추지는 않으며, 보낸 뒤 6개월 안에 소를 내는 등의 조치를 해야 시효 중단의 효력이 생깁니다(민법 제174조).',
      '감정적인 표현이나 사실과 다른 내용을 적으면 명예훼손이나 협박으로 문제가 될 수 있으니 변호사와 문구를 함께 정하는 것이 안전합니다.',
    ],
  },
  {
    title: '소장을 작성해 제출합니다',
    body: [
      '청구취지에는 위자료 금액과 지연손해금을, 청구원인에는 혼인 관계, 부정행위의 내용과 기간, 상대방이 배우자가 기혼자임을 알았던 사정을 적고 증거를 번호를 붙여 냅니다.',
      '혼인을 유지하면서 상간자만 상대로 하면 지방법원의 민사 사건이고, 이혼 소송과 함께 또는 이혼한 뒤 청구하면 가정법원의 가사 사건(가사소송법 제2조 제1항 제1호 다목)이 됩니다. 법원에 내는 인지액과 송달료는 비용 계산기로 미리 확인할 수 있습니다.',
    ],
  },
  {
    title: '조정 또는 판결로 마무리됩니다',
    body: [
      '법원은 사건을 조정에 회부할 수 있고, 조정이 성립하면 재판상 화해와 같은 효력이 있습니다(민사조정법 제6조, 제29조). 조정이 되지 않으면 변론을 거쳐 판결이 선고됩니다.',
      '위자료 금액은 혼인 기간, 부정행위의 정도와 기간, 혼인이 파탄에 이르렀는지 등을 보고 법원이 재량으로 정합니다.',
    ],
  },
];

const faqs = [
  {
    question: '배우자와 이혼하지 않아도 상간자에게 위자료를 청구할 수 있나요?',
    answer:
      '청구할 수 있습니다. 혼인을 유지하는 경우에는 지방법원에 민사 소송으로 내고, 이혼 소송과 함께 하거나 이혼한 뒤에는 가정법원에 낼 수 있습니다. 다만 혼인이 유지되는 사정은 위자료 금액을 정할 때 고려될 수 있습니다.',
  },
  {
    question: '몰래 녹음한 파일도 증거로 쓸 수 있나요?',
    answer:
      '본인이 참여한 대화를 녹음한 것은 통신비밀보호법 위반이 아닙니다. 그러나 본인이 빠진 다른 사람들 사이의 대화를 녹음한 것은 같은 법이 금지하고, 재판에서 증거로 쓸 수 없으며 형사처벌을 받을 수 있습니다.',
  },
  {
    question: '언제까지 소송을 내야 하나요?',
    answer:
      '부정행위와 상대방을 안 날부터 3년, 부정행위가 있었던 날부터 10년 안에 내야 합니다(민법 제766조). 두 기간 중 하나라도 지나면 청구할 수 없으니 알게 된 날을 기록해 두세요.',
  },
  {
    question: '상대방의 이름과 주소를 모르는데 소송을 낼 수 있나요?',
    answer:
      '전화번호 등 단서가 있으면 소를 낸 뒤 법원의 사실조회로 통신사에서 인적사항을 확인하는 방법이 있습니다. 어떤 단서가 있는지에 따라 방법이 달라지므로 상담 때 확인해 드립니다.',
  },
  {
    question: '카드 내역이나 숙박 기록은 어떻게 구하나요?',
    answer:
      '정당하게 볼 수 있는 자료는 직접 제출하고, 상대방 명의의 자료처럼 직접 얻을 수 없는 것은 소송 중 문서제출명령이나 사실조회를 신청해 법원을 통해 받습니다.',
  },
  {
    question: '보낸 증거 파일은 누가 보나요?',
    answer:
      '증거 검토 신청으로 보낸 파일은 공개되지 않는 저장소에 보관되고, 상담 열람 권한이 있는 담당자만 열 수 있으며 열 때마다 기록이 남습니다. 상담 신청 보관 기간이 지나면 신청 내용과 함께 파기합니다.',
  },
];

/** /tool/상간녀소송/소송준비: what to gather and how, step by step. */
export default function SuitPreparationPage() {
  return (
    <div className="mx-auto max-w-[860px] px-4 py-8 desk:py-12">
      <Breadcrumbs
        crumbs={[
          { name: '계산기', path: routes.toolIndex },
          { name: '상간자 소송 준비', path: routes.suitPreparation },
        ]}
      />
      <h1 className="page-title">상간자 소송 준비: 증거 모으는 방법과 순서</h1>
      <p className="mt-3 text-[16px] leading-relaxed text-slate-700">
        상간자 위자료 소송은 무엇을 언제 어떻게 모았는지에 따라 준비의 방향이 달라집니다. 불법으로 모은 증거는 쓸 수 없을 뿐 아니라 오히려
        형사 문제가 될 수 있으니, 아래 순서대로 합법적인 방법만 사용하세요.
      </p>

      <section aria-labelledby="steps-title" className="mt-10">
        <h2 id="steps-title" className="h2-section">
          준비 순서
        </h2>
        <ol className="mt-5 grid gap-5" data-testid="preparation-steps">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-5 desk:p-6">
              <h3 className="flex items-baseline gap-3 text-[18px] font-bold text-slate-900">
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-800 text-[15px] text-white"
                >
                  {index + 1}
                </span>
                <span>
                  <span className="sr-only">{index + 1}단계: </span>
                  {step.title}
                </span>
              </h3>
              <div className="mt-3 space-y-2 text-[15px] leading-relaxed text-slate-700">
                {step.body.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="tools-title" className="mt-10 rounded-2xl bg-brand-50 p-5 desk:p-7">
        <h2 id="tools-title" className="text-[20px] font-bold text-brand-900">
          다음 단계
        </h2>
        <ul className="mt-3 grid gap-2 text-[16px]">
          <li>
            <Link href={routes.suitCostCalculator} className="font-semibold text-brand-700 underline underline-offset-2">
              소송 비용 계산하기 (인지액·송달료·선임 비용)
            </Link>
          </li>
          <li>
            <Link href={routes.affairAwardAnalysis} className="font-semibold text-brand-700 underline underline-offset-2">
              비슷한 사건의 위자료 판결 금액 살펴보기
            </Link>
          </li>
          <li>
            <Link href={routes.evidenceUpload} prefetch={false} className="font-semibold text-brand-700 underline underline-offset-2">
              가진 증거를 보내고 검토 상담 신청하기
            </Link>
          </li>
        </ul>
      </section>

      <FaqSection faqs={faqs} />
    </div>
  );
}
