import { Breadcrumbs } from '@/components/breadcrumbs';
import { routes, talkWritePath } from '@/lib/routes';
import { talkContainer } from './talk-frame';

/** The write and edit pages' frame. */
export function TalkWriteFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={`${talkContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '부부 커뮤니티', path: routes.talk },
          { name: title, path: talkWritePath() },
        ]}
      />
      <div className="mx-auto max-w-[760px]">
        <h1 className="text-[28px] font-bold tracking-[-0.03em] text-brand-900">{title}</h1>
        <p className="mt-3 text-[15.5px] leading-relaxed text-slate-700">
          익명 게시판, 자유수다, 육아·양육 이야기에서는 글마다 다른 익명 이름이 붙고, 공개 게시판에서는 회원 이름이 보입니다. 이미지는 글
          하나에 5장까지 올릴 수 있어요.
        </p>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}
