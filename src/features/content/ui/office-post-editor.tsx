'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { PageHeader, buttonClass, inputClass, labelClass, linkClass, secondaryButtonClass } from '@/components/office/admin-ui';
import { describedBy, FieldError, FieldHint, FormAlert, FormStatus, TextField } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';
import { officePostPath, postPath } from '@/lib/routes';
import type { FieldErrors } from '@/lib/field-errors';
import { checkAdRules, textOfHtml } from '../domain/ad-rules';
import { blogCategories } from '../domain/catalog';
import { setContentStatusAction, savePostAction } from '../server/office-actions';
import type { SaveResult } from '../server/office-mutations';
import { PublishStatusBadge } from '@/components/office/publish-status-badge';
import { OfficeAdWarnings } from './office-ad-warnings';
import { OfficeRichEditor } from './office-rich-editor';

export type PostEditorValues = { title: string; slug: string; category: string; description: string; bodyHtml: string; lawyerId: string };
export type PostEditorProps = {
  id?: number;
  status: string;
  /** The stored slug and category, for the public link. */
  stored?: { slug: string; category: string };
  initial: PostEditorValues;
  lawyers: Array<{ id: number; name: string; title: string }>;
};

/** /office/blog/post/{id?}: the blog editor. A new post is saved as a draft first. */
export function OfficePostEditor({ id, status, stored, initial, lawyers }: PostEditorProps) {
  const router = useRouter();
  const [values, setValues] = useState<PostEditorValues>(initial);
  const [confirmAdRules, setConfirmAdRules] = useState(false);
  const action = useAction<SaveResult>();
  const errors = action.fieldErrors;
  const published = status === 'published';
  const set = (key: keyof PostEditorValues) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const warnings = useMemo(
    () => checkAdRules([values.title, values.description, textOfHtml(values.bodyHtml)]),
    [values.title, values.description, values.bodyHtml],
  );

  const input = (publish: boolean) => ({
    ...(id ? { id } : {}),
    title: values.title,
    slug: values.slug,
    category: values.category,
    description: values.description,
    bodyHtml: values.bodyHtml,
    lawyerId: values.lawyerId ? Number(values.lawyerId) : null,
    publish,
    confirmAdRules,
  });

  const focusFirst = (fieldErrors: FieldErrors) => {
    const first = Object.keys(fieldErrors)[0];
    if (first) document.getElementById(`post-${first}`)?.focus();
  };

  const save = (publish: boolean) =>
    action.run(
      () => savePostAction(input(publish)),
      (data) => {
        setValues((current) => ({ ...current, slug: data.slug ?? current.slug }));
        if (!id) router.replace(officePostPath(data.id));
        if (publish && !published) return '게시했습니다. 공개 페이지에는 몇 초 안에 반영됩니다.';
        return data.status === 'published' ? '저장했습니다. 공개 페이지에는 몇 초 안에 반영됩니다.' : '임시 저장했습니다.';
      },
      focusFirst,
    );

  const unpublish = () =>
    action.run(
      () => setContentStatusAction({ kind: 'post', id, status: 'draft' }),
      () => '게시를 중지했습니다. 공개 페이지에서 내려갑니다.',
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save(false);
  };

  return (
    <section aria-labelledby="post-editor-title">
      <PageHeader id="post-editor-title" title={id ? '블로그 글 수정' : '새 블로그 글'}>
        <p className="flex flex-wrap items-center gap-2">
          <PublishStatusBadge status={status} />
          {published && stored && (
            <Link href={postPath(stored)} className={linkClass} target="_blank" rel="noopener">
              공개 페이지 보기
            </Link>
          )}
          {id && (
            <Link href={`${officePostPath(id)}/preview`} className={linkClass} target="_blank" rel="noopener">
              미리보기 (저장된 내용)
            </Link>
          )}
          <Link href="/office/blog" className={linkClass}>
            글 목록으로
          </Link>
        </p>
      </PageHeader>
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField id="post-title" label="제목" value={values.title} onChange={set('title')} error={errors.title} required />
        <div className="grid gap-5 desk:grid-cols-2">
          <TextField
            id="post-slug"
            label="주소(slug)"
            value={values.slug}
            onChange={set('slug')}
            error={errors.slug}
            hint="비워 두면 제목으로 만듭니다. 게시된 글의 주소를 바꾸면 예전 주소는 새 주소로 연결됩니다."
          />
          <div>
            <label htmlFor="post-category" className={labelClass}>
              분류<span className="ml-1 text-[13px] font-normal text-slate-600">(필수)</span>
            </label>
            <select
              id="post-category"
              className={`mt-1 ${inputClass}`}
              value={values.category}
              onChange={(event) => set('category')(event.target.value)}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={describedBy('post-category', false, Boolean(errors.category))}
            >
              {blogCategories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.title}
                </option>
              ))}
            </select>
            <FieldError id="post-category" message={errors.category} />
          </div>
        </div>
        <div>
          <label htmlFor="post-description" className={labelClass}>
            요약<span className="ml-1 text-[13px] font-normal text-slate-600">(필수)</span>
          </label>
          <textarea
            id="post-description"
            rows={3}
            className={`mt-1 ${inputClass}`}
            value={values.description}
            onChange={(event) => set('description')(event.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy('post-description', true, Boolean(errors.description))}
          />
          <FieldHint id="post-description" hint="목록과 검색 결과에 보이는 두세 문장입니다 (300자 이내)." />
          <FieldError id="post-description" message={errors.description} />
        </div>
        <div>
          <label htmlFor="post-lawyerId" className={labelClass}>
            작성 변호사
          </label>
          <select
            id="post-lawyerId"
            className={`mt-1 ${inputClass}`}
            value={values.lawyerId}
            onChange={(event) => set('lawyerId')(event.target.value)}
          >
            <option value="">지정하지 않음</option>
            {lawyers.map((lawyer) => (
              <option key={lawyer.id} value={lawyer.id}>
                {lawyer.name} {lawyer.title}
              </option>
            ))}
          </select>
          <FieldError id="post-lawyerId" message={errors.lawyerId} />
        </div>
        <OfficeRichEditor
          id="post-bodyHtml"
          label="본문"
          value={initial.bodyHtml}
          onChange={set('bodyHtml')}
          error={errors.bodyHtml}
          required
        />
        <OfficeAdWarnings
          id="post-confirmAdRules"
          warnings={warnings}
          confirmed={confirmAdRules}
          onConfirm={setConfirmAdRules}
          error={errors.confirmAdRules}
        />
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          {published ? (
            <>
              <button type="submit" className={buttonClass} disabled={action.pending}>
                {action.pending ? '저장하는 중…' : '저장 (게시 중인 글에 반영)'}
              </button>
              <button type="button" className={secondaryButtonClass} disabled={action.pending} onClick={unpublish}>
                게시 중지
              </button>
            </>
          ) : (
            <>
              <button type="submit" className={secondaryButtonClass} disabled={action.pending}>
                {action.pending ? '저장하는 중…' : '임시 저장'}
              </button>
              <button type="button" className={buttonClass} disabled={action.pending} onClick={() => save(true)}>
                게시
              </button>
            </>
          )}
        </div>
        <FormAlert message={action.error} />
        <FormStatus message={action.success} />
      </form>
    </section>
  );
}
