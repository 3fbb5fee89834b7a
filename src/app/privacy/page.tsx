import Link from 'next/link';
import { consentNotice } from '@/features/consult/domain/consult-form-rules';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata(
  routes.privacy,
  '개인정보처리방침',
  '상담 신청과 회원 서비스에서 어떤 개인정보를 왜, 얼마 동안 처리하는지, 맡기는 업체와 정보주체의 권리를 안내합니다.',
);

/** 시행일: change it, and keep the old text reachable, whenever this policy changes. */
const EFFECTIVE_DATE = '2026년 11월 22일';

const sections = [
  { id: 'purpose', title: '개인정보의 처리 목적' },
  { id: 'items', title: '처리하는 개인정보 항목' },
  { id: 'retention', title: '처리 및 보유 기간' },
  { id: 'destruction', title: '개인정보의 파기 절차와 방법' },
  { id: 'third-party', title: '개인정보의 제3자 제공' },
  { id: 'outsourcing', title: '개인정보 처리의 위탁' },
  { id: 'overseas', title: '개인정보의 국외 이전' },
  { id: 'rights', title: '정보주체의 권리와 행사 방법' },
  { id: 'safety', title: '개인정보의 안전성 확보 조치' },
  { id: 'cookies', title: '자동 수집 장치(쿠키)의 설치·운영과 거부' },
  { id: 'officer', title: '개인정보 보호책임자' },
  { id: 'remedies', title: '권익침해 구제 방법' },
  { id: 'changes', title: '개인정보처리방침의 변경' },
] as const;

type SectionId = (typeof sections)[number]['id'];

export default async function PrivacyPage() {
  const settings = await getFirmSettings();
  const notice = consentNotice(settings.consultRetentionMonths);
  const officer = settings.privacyOfficer;

  const processors = [
    {
      name: '카카오 비즈메시지 발송 대행사',
      task: '상담 접수 알림(카카오 알림톡) 발송',
      items: '이름, 연락처, 사건번호',
      when: '상담 신청이 접수될 때',
    },
    {
      name: `호스팅: ${settings.hostingProvider}`,
      task: '웹사이트 서버 운영과 데이터 보관',
      items: '이 방침에 적힌 항목 전체',
      when: '상시',
    },
    {
      name: 'Cloudflare, Inc. (Cloudflare Turnstile)',
      task: '자동 입력 방지(보안 확인)',
      items: '접속 IP 주소, 브라우저·기기 정보',
      when: '사용하는 경우, 보안 확인 화면에서',
    },
    {
      name: '네이버 주식회사 (네이버 프리미엄 로그분석)',
      task: '방문 통계 분석',
      items: '쿠키, 방문 페이지·시각·유입 경로 등 방문 정보',
      when: '사용하는 경우',
    },
    {
      name: '주식회사 엔라이플 (모비온)',
      task: '광고 전환 추적',
      items: '쿠키, 방문 정보, 상담 신청 등 전환 정보',
      when: '사용하는 경우',
    },
    {
      name: '주식회사 채널코퍼레이션 (채널톡)',
      task: '법률 Q&A 페이지의 채팅 상담',
      items: '채팅 내용, 직접 입력하신 이름·연락처, 접속 정보',
      when: '사용하는 경우, Q&A 페이지에서만',
    },
    {
      name: '이메일 발송(SMTP) 업체',
      task: '회원 인증, 비밀번호 재설정, 안내 메일 발송',
      items: '이메일 주소, 메일 내용',
      when: '이메일을 보낼 때',
    },
    {
      name: '토스페이먼츠 주식회사',
      task: '유료 상담 결제 처리',
      items: '결제수단 정보, 결제 금액, 승인 정보',
      when: '사용하는 경우, 결제할 때',
    },
  ];

  const title = (id: SectionId) => {
    const index = sections.findIndex((section) => section.id === id);
    return `제${index + 1}조 ${sections[index]?.title ?? ''}`;
  };

  const h2 = 'scroll-mt-24 text-[20px] font-bold tracking-[-0.02em] text-brand-900 desk:text-[22px]';

  return (
    <article className="mx-auto w-full max-w-[860px] px-5 py-10 text-[15.5px] leading-[1.8] text-slate-800 desk:py-16">
      <header className="border-b border-slate-200 pb-8">
        <h1 className="text-[30px] font-bold tracking-[-0.03em] text-brand-900 desk:text-[36px]">개인정보처리방침</h1>
        <p className="mt-4">
          {settings.firmName}(이하 &lsquo;법인&rsquo;)은 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고 관련 고충을
          신속하고 원활하게 처리할 수 있도록 다음과 같이 개인정보처리방침을 정하여 공개합니다.
        </p>
        <p className="mt-3 text-[14px] text-slate-600">시행일: {EFFECTIVE_DATE}</p>
      </header>

      <nav aria-label="목차" className="mt-8 rounded-2xl bg-slate-50 p-6">
        <h2 className="text-[16px] font-bold text-brand-900">목차</h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1 text-[14.5px] call:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                제{index + 1}조 {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-12">
        <section aria-labelledby="purpose">
          <h2 id="purpose" className={h2}>
            {title('purpose')}
          </h2>
          <p className="mt-3">
            법인은 다음 목적을 위해서만 개인정보를 처리합니다. 목적이 바뀌면 「개인정보 보호법」 제18조에 따라 별도의 동의를 받는 등 필요한
            조치를 하겠습니다.
          </p>
          <ol className="mt-3 list-decimal space-y-1.5 pl-6">
            <li>법률 상담 신청의 접수와 처리: 상담 신청 접수, 변호사의 회신 전화와 상담 진행, 접수 알림 발송</li>
            <li>회원 가입과 관리: 본인 확인, 로그인 유지, 부정 이용 방지, 이용 관련 안내</li>
            <li>커뮤니티와 법률 Q&amp;A 운영: 게시글·댓글 작성과 관리, 채팅 상담</li>
            <li>유료 상담 결제: 결제 처리와 확인, 결제 취소</li>
            <li>서비스 개선: 방문 통계 분석과 광고 효과 확인(해당 도구를 사용하는 경우)</li>
            <li>보안: 자동 입력과 반복 신청 방지</li>
          </ol>
        </section>

        <section aria-labelledby="items">
          <h2 id="items" className={h2}>
            {title('items')}
          </h2>
          <DataTable
            caption="서비스별로 처리하는 개인정보 항목"
            columns={['구분', '필수 항목', '선택 항목', '자동으로 생성·수집되는 항목']}
            rows={[
              {
                head: (
                  <>
                    상담 신청
                    <span className="block font-normal text-slate-600">(상담 신청 창, 빠른 상담, 상담 게시판)</span>
                  </>
                ),
                cells: [
                  '연락처, 상담 내용',
                  '이름, 지역, 상담 분야',
                  '접수 시각, 유입 경로(신청한 페이지 주소), 동의한 안내문의 버전과 동의 시각',
                ],
              },
              { head: '반복 신청 방지', cells: ['없음', '없음', '접속 IP 주소'] },
              {
                head: '회원 가입·로그인',
                cells: [
                  '이메일, 비밀번호(일방향 암호화하여 저장), 닉네임. 소셜 로그인은 카카오·네이버·구글이 제공하는 회원 식별값, 이메일, 닉네임',
                  '없음',
                  '로그인 기록, 접속 일시',
                ],
              },
              {
                head: '커뮤니티·법률 Q&A',
                cells: [
                  '게시글·댓글 내용, 닉네임(익명 게시판에서는 다른 이용자에게 공개하지 않음)',
                  '채팅 상담 시 직접 입력하신 이름·연락처',
                  '작성 시각',
                ],
              },
              { head: '유료 상담 결제', cells: ['결제 승인번호, 결제 금액, 결제 일시, 결제수단 종류', '없음', '없음'] },
              { head: '사이트 이용', cells: ['없음', '없음', '접속 일시, 방문 페이지, 브라우저 종류, 쿠키'] },
            ]}
          />
          <ul className="mt-4 list-disc space-y-1.5 pl-6">
            <li>
              <strong>법인은 주민등록번호를 수집하지 않습니다.</strong> 어떤 신청 양식에서도 주민등록번호를 묻지 않습니다.
            </li>
            <li>카드번호 등 결제수단 정보는 결제대행사인 토스페이먼츠가 처리하며, 법인은 이를 저장하지 않습니다.</li>
            <li>
              법인은 건강, 성생활 등 민감정보를 요구하지 않으며, 상담 신청서에서도 &ldquo;{notice.sensitive}&rdquo;라고 안내하고 있습니다.
            </li>
          </ul>
        </section>

        <section aria-labelledby="retention">
          <h2 id="retention" className={h2}>
            {title('retention')}
          </h2>
          <p className="mt-3">법인은 법령에 따른 보유 기간 또는 정보주체에게서 동의받은 기간 안에서만 개인정보를 처리하고 보유합니다.</p>
          <DataTable
            caption="항목별 보유 기간과 근거"
            columns={['항목', '보유 기간', '근거']}
            testId="privacy-retention"
            rows={[
              { head: '상담 신청 정보', cells: [notice.retention, '정보주체의 동의'] },
              { head: '회원 정보', cells: ['회원 탈퇴 시까지', '정보주체의 동의'] },
              { head: '게시글·댓글', cells: ['작성자가 삭제하거나 회원에서 탈퇴할 때까지', '정보주체의 동의'] },
              {
                head: '결제와 재화 공급에 관한 기록',
                cells: ['5년 (소비자 불만·분쟁 처리 기록은 3년)', '「전자상거래 등에서의 소비자보호에 관한 법률」 제6조'],
              },
              { head: '웹사이트 접속 기록', cells: ['3개월', '「통신비밀보호법」 제15조의2'] },
              { head: '반복 신청 방지용 접속 IP 주소', cells: ['신청 횟수를 확인하는 동안만', '부정 이용 방지'] },
            ]}
          />
          <p className="mt-3">상담 뒤 사건을 맡기신 경우 사건 처리에 필요한 정보는 위임계약과 관련 법령에 따라 따로 보관합니다.</p>
        </section>

        <section aria-labelledby="destruction">
          <h2 id="destruction" className={h2}>
            {title('destruction')}
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-6">
            <li>
              보유 기간이 지나거나 처리 목적을 이룬 개인정보는 지체 없이 파기합니다. 상담 신청 정보는 보유 기간이 끝나면 자동 파기 작업으로
              지웁니다.
            </li>
            <li>
              보유 기간이 지났지만 다른 법령에 따라 보존해야 하는 경우에는 해당 개인정보를 다른 개인정보와 분리된 저장 공간으로 옮겨 법령이
              정한 기간 동안만 보관합니다.
            </li>
            <li>전자적 파일은 복구하거나 재생할 수 없는 기술적 방법으로 삭제하고, 종이에 출력된 개인정보는 분쇄하거나 소각합니다.</li>
          </ol>
        </section>

        <section aria-labelledby="third-party">
          <h2 id="third-party" className={h2}>
            {title('third-party')}
          </h2>
          <p className="mt-3">
            법인은 개인정보를 제1조의 목적 범위 안에서만 처리하며, 정보주체의 동의가 있거나 법률에 특별한 규정이 있는 경우 등 「개인정보
            보호법」 제17조와 제18조에 해당하는 경우에만 제3자에게 제공합니다. 현재 이에 해당하여 제3자에게 제공하는 개인정보는 없습니다.
          </p>
        </section>

        <section aria-labelledby="outsourcing">
          <h2 id="outsourcing" className={h2}>
            {title('outsourcing')}
          </h2>
          <p className="mt-3">법인은 원활한 서비스 제공을 위해 다음과 같이 개인정보 처리 업무를 외부에 맡기고 있습니다.</p>
          <DataTable
            caption="개인정보 처리 수탁자와 위탁 업무"
            columns={['수탁자', '위탁 업무', '처리 항목', '위탁 시기']}
            testId="privacy-processors"
            rows={processors.map((processor) => ({ head: processor.name, cells: [processor.task, processor.items, processor.when] }))}
          />
          <ul className="mt-4 list-disc space-y-1.5 pl-6">
            <li>&lsquo;사용하는 경우&rsquo;라고 적은 업무는 법인이 해당 서비스를 켜 두었을 때에만 위탁이 이루어집니다.</li>
            <li>
              위탁 계약을 맺을 때 「개인정보 보호법」 제26조에 따라 위탁 업무 외의 처리 금지, 기술적·관리적 보호조치, 재위탁 제한,
              관리·감독, 손해배상 등 책임에 관한 사항을 문서에 정하고, 수탁자가 개인정보를 안전하게 처리하는지 감독합니다.
            </li>
            <li>수탁자나 위탁 업무의 내용이 바뀌면 지체 없이 이 방침을 통해 알리겠습니다.</li>
          </ul>
        </section>

        <section aria-labelledby="overseas">
          <h2 id="overseas" className={h2}>
            {title('overseas')}
          </h2>
          <p className="mt-3">
            자동 입력 방지를 위해 Cloudflare Turnstile을 사용하는 경우, 「개인정보 보호법」 제28조의8에 따라 다음과 같이 개인정보가 국외로
            이전됩니다.
          </p>
          <dl className="mt-4 grid gap-x-4 gap-y-2 rounded-2xl border border-slate-200 p-5 text-[14.5px] call:grid-cols-[10rem_1fr]">
            <dt className="font-semibold text-slate-900">이전받는 자</dt>
            <dd>Cloudflare, Inc. (개인정보 문의: privacyquestions@cloudflare.com)</dd>
            <dt className="font-semibold text-slate-900">이전되는 국가</dt>
            <dd>미국 등 Cloudflare가 데이터센터를 운영하는 국가</dd>
            <dt className="font-semibold text-slate-900">이전 일시와 방법</dt>
            <dd>보안 확인이 필요한 화면을 이용할 때 암호화된 네트워크로 전송</dd>
            <dt className="font-semibold text-slate-900">이전되는 항목</dt>
            <dd>접속 IP 주소, 브라우저·기기 정보</dd>
            <dt className="font-semibold text-slate-900">이용 목적</dt>
            <dd>자동 입력(스팸) 방지를 위한 보안 확인</dd>
            <dt className="font-semibold text-slate-900">보유·이용 기간</dt>
            <dd>보안 확인을 마칠 때까지, 이후에는 Cloudflare의 개인정보 처리방침에 따름</dd>
            <dt className="font-semibold text-slate-900">거부 방법과 효과</dt>
            <dd>
              이전을 원하지 않으시면 온라인 신청 대신 대표번호(
              <a href={telHref(settings.mainPhone)} className="text-brand-700 underline underline-offset-2">
                {settings.mainPhone}
              </a>
              )로 전화 상담을 받으실 수 있습니다.
            </dd>
          </dl>
          <p className="mt-3">이 밖에 법인이 개인정보를 국외로 이전하는 경우는 없으며, 새로 생기면 이 방침을 고쳐 먼저 알리겠습니다.</p>
        </section>

        <section aria-labelledby="rights">
          <h2 id="rights" className={h2}>
            {title('rights')}
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-6">
            <li>
              정보주체는 언제든지 법인에 개인정보의 열람(「개인정보 보호법」 제35조), 정정·삭제(제36조), 처리정지와 동의 철회(제37조)를
              요구할 수 있습니다.
            </li>
            <li>
              서면, 전화, 이메일로 제11조의 개인정보 보호책임자에게 요구하시면 법인은 지체 없이, 늦어도 10일 안에 조치하고 결과를 알려
              드립니다. 상담 신청 정보의 삭제는 대표번호로 전화 한 통이면 됩니다.
            </li>
            <li>법정대리인이나 위임을 받은 사람을 통해서도 요구할 수 있으며, 이 경우 위임장을 내셔야 합니다.</li>
            <li>
              다른 법령에서 수집 대상으로 정한 개인정보는 삭제를 요구할 수 없으며, 열람과 처리정지 요구는 같은 법 제35조 제4항과 제37조
              제2항에 따라 제한될 수 있습니다.
            </li>
            <li>법인은 법정대리인의 동의 없이 만 14세 미만 아동의 개인정보를 수집하지 않습니다.</li>
          </ol>
        </section>

        <section aria-labelledby="safety">
          <h2 id="safety" className={h2}>
            {title('safety')}
          </h2>
          <p className="mt-3">법인은 「개인정보 보호법」 제29조에 따라 다음과 같은 안전성 확보 조치를 하고 있습니다.</p>
          <ul className="mt-3 list-disc space-y-1.5 pl-6">
            <li>관리적 조치: 내부 관리계획 수립과 시행, 개인정보를 다루는 직원의 최소화와 정기 교육</li>
            <li>
              기술적 조치: 권한에 따른 접근 통제, 상담 기록을 열람할 때마다 열람 기록 보관, 비밀번호 일방향 암호화, 모든 통신 구간의
              암호화(HTTPS), 보안 업데이트 적용
            </li>
            <li>물리적 조치: 서버와 서류 보관 장소의 출입 통제</li>
          </ul>
        </section>

        <section aria-labelledby="cookies">
          <h2 id="cookies" className={h2}>
            {title('cookies')}
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-6">
            <li>쿠키는 웹사이트가 이용자의 브라우저에 보내는 작은 정보로, 이용자의 기기에 저장됩니다.</li>
            <li>
              법인은 로그인 상태 유지에 쿠키를 사용하며, 방문 통계 분석과 광고 전환 추적 도구를 사용하는 경우 제6조의 수탁자가 쿠키를
              처리합니다.
            </li>
            <li>
              브라우저 설정에서 쿠키 저장을 거부할 수 있습니다. 크롬은 설정 &gt; 개인정보 보호 및 보안 &gt; 서드 파티 쿠키, 엣지는 설정 &gt;
              쿠키 및 사이트 권한, 아이폰 사파리는 설정 &gt; Safari &gt; 모든 쿠키 차단에서 바꿀 수 있습니다.
            </li>
            <li>쿠키를 거부하면 로그인 유지 등 일부 기능을 쓰기 어려울 수 있지만, 상담 신청과 전화 상담에는 영향이 없습니다.</li>
          </ol>
        </section>

        <section aria-labelledby="officer">
          <h2 id="officer" className={h2}>
            {title('officer')}
          </h2>
          <p className="mt-3">
            법인은 개인정보 처리에 관한 업무를 총괄하고, 관련 고충 처리와 피해 구제를 위해 아래와 같이 개인정보 보호책임자를 두고 있습니다.
            개인정보 열람청구도 같은 곳에서 접수합니다.
          </p>
          <dl
            className="mt-4 grid grid-cols-[5.5rem_1fr] gap-x-4 gap-y-2 rounded-2xl bg-brand-50 p-5 text-[15px]"
            data-testid="privacy-officer"
          >
            <dt className="font-semibold text-slate-900">성명</dt>
            <dd>{officer.name}</dd>
            <dt className="font-semibold text-slate-900">직책</dt>
            <dd>{officer.title}</dd>
            <dt className="font-semibold text-slate-900">전화</dt>
            <dd>
              <a href={telHref(officer.phone)} className="text-brand-700 underline underline-offset-2">
                {officer.phone}
              </a>
            </dd>
            <dt className="font-semibold text-slate-900">이메일</dt>
            <dd>
              <a href={`mailto:${officer.email}`} className="break-all text-brand-700 underline underline-offset-2">
                {officer.email}
              </a>
            </dd>
          </dl>
        </section>

        <section aria-labelledby="remedies">
          <h2 id="remedies" className={h2}>
            {title('remedies')}
          </h2>
          <p className="mt-3">
            개인정보 침해에 대한 피해 구제나 상담이 필요하시면 아래 기관에 문의하실 수 있습니다. 법인의 자체 처리 결과에 만족하지 못하시는
            경우에도 마찬가지입니다.
          </p>
          <ul className="mt-4 grid gap-3 call:grid-cols-2">
            {[
              { name: '개인정보분쟁조정위원회', phone: '1833-6972', site: 'www.kopico.go.kr' },
              { name: '개인정보침해신고센터', phone: '118', site: 'privacy.kisa.or.kr' },
              { name: '대검찰청', phone: '1301', site: 'www.spo.go.kr' },
              { name: '경찰청', phone: '182', site: 'ecrm.police.go.kr' },
            ].map((agency) => (
              <li key={agency.name} className="rounded-xl border border-slate-200 p-4 text-[14.5px]">
                <p className="font-semibold text-slate-900">{agency.name}</p>
                <p>
                  전화{' '}
                  <a href={`tel:${agency.phone.replace(/-/g, '')}`} className="font-semibold text-brand-700 underline underline-offset-2">
                    {agency.phone}
                  </a>
                </p>
                <p className="text-slate-600">{agency.site}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="changes">
          <h2 id="changes" className={h2}>
            {title('changes')}
          </h2>
          <p className="mt-3">
            이 개인정보처리방침은 {EFFECTIVE_DATE}부터 시행합니다. 내용을 바꾸는 경우 시행 7일 전부터 이 페이지를 통해 알리며, 정보주체의
            권리에 중요한 변경이 있으면 30일 전부터 알리겠습니다.
          </p>
        </section>
      </div>

      <p className="mt-12 border-t border-slate-200 pt-6 text-[14px] text-slate-600">
        궁금한 점은{' '}
        <Link href={routes.home} className="text-brand-700 underline underline-offset-2">
          메인 페이지
        </Link>
        의 상담 창구나 개인정보 보호책임자에게 언제든지 문의해 주세요.
      </p>
    </article>
  );
}

/**
 * A table that reads as a table from 577 px up and as one card per row on small phones, where
 * each cell shows its column name (most visitors read this on a phone).
 */
function DataTable({
  caption,
  columns,
  rows,
  testId,
}: {
  caption: string;
  columns: string[];
  rows: Array<{ head: React.ReactNode; cells: React.ReactNode[] }>;
  testId?: string;
}) {
  const cell = 'block px-4 py-1.5 align-top call:table-cell call:border call:border-slate-300 call:px-3 call:py-2.5';
  return (
    <table className="mt-4 block w-full border-collapse text-left text-[14px] leading-relaxed call:table" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only call:not-sr-only call:table-header-group">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="border border-slate-300 bg-slate-100 px-3 py-2.5 font-semibold text-slate-900">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 call:table-row-group call:space-y-0">
        {rows.map((row, index) => (
          <tr
            key={index}
            className="block overflow-hidden rounded-xl border border-slate-300 pb-2 call:table-row call:rounded-none call:border-0 call:pb-0"
          >
            <th scope="row" className={`${cell} bg-slate-100 py-2.5 font-semibold text-slate-900 call:bg-transparent`}>
              {row.head}
            </th>
            {row.cells.map((value, cellIndex) => (
              <td key={cellIndex} className={`${cell} text-slate-800`}>
                <span className="block text-[12.5px] font-semibold text-slate-500 call:hidden">{columns[cellIndex + 1]}</span>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
