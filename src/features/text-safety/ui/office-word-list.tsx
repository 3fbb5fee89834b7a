'use client';

import { useState } from 'react';
import {
  EmptyRow,
  PageHeader,
  TableFrame,
  buttonClass,
  inputClass,
  labelClass,
  secondaryButtonClass,
  tableClass,
  tdClass,
  thClass,
} from '@/components/office/admin-ui';
import { FieldError, FormAlert, FormStatus, describedBy } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';
import { formatSeoulDate } from '@/lib/seoul-date';
import { wordLimits, wordRuleKeys, wordRules, type WordRule } from '../domain/word-filter';
import type { OfficeBannedWord } from '../server/word-list';
import { addBannedWordAction, removeBannedWordAction } from '../server/word-actions';

/**
 * /office/talk/words: the word filter (금지어). A post or comment with a listed word is refused
 * with the rule's name, never the word; spaces, punctuation and case between letters do not hide it.
 */
export function OfficeWordList({ words }: { words: OfficeBannedWord[] }) {
  const add = useAction<{ id: number }>();
  const remove = useAction<{ id: number }>();
  const [word, setWord] = useState('');
  const [rule, setRule] = useState<WordRule | ''>('');
  const hasFieldError = Object.keys(add.fieldErrors).length > 0;
  return (
    <section aria-labelledby="office-words-title">
      <PageHeader id="office-words-title" title="금지어 관리">
        <p>
          커뮤니티 글과 댓글에 아래 말이 들어가면 저장되지 않고, 글쓴이는 어긋난 원칙의 이름만 봅니다(금지어 목록은 보이지 않습니다).
          띄어쓰기, 문장부호, 대소문자가 달라도 걸러집니다. 추가와 삭제는 감사 기록에 남습니다.
        </p>
      </PageHeader>
      <form
        noValidate
        aria-label="금지어 추가"
        className="mb-6 flex flex-wrap items-start gap-3 rounded-xl border border-slate-200 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          add.run(
            () => addBannedWordAction({ word, rule }),
            () => {
              const added = word.trim();
              setWord('');
              return `‘${added}’을(를) 금지어에 추가했습니다.`;
            },
            (errors) => document.getElementById(errors.word ? 'banned-word' : 'banned-word-rule')?.focus(),
          );
        }}
      >
        <div className="min-w-[220px] flex-1">
          <label htmlFor="banned-word" className={labelClass}>
            금지어
          </label>
          <input
            id="banned-word"
            value={word}
            maxLength={wordLimits.max}
            onChange={(event) => setWord(event.target.value)}
            aria-invalid={add.fieldErrors.word ? true : undefined}
            aria-describedby={describedBy('banned-word', false, Boolean(add.fieldErrors.word))}
            className={`mt-1 ${inputClass}`}
            required
          />
          <FieldError id="banned-word" message={add.fieldErrors.word} />
        </div>
        <div className="min-w-[200px]">
          <label htmlFor="banned-word-rule" className={labelClass}>
            어긋나는 원칙
          </label>
          <select
            id="banned-word-rule"
            value={rule}
            onChange={(event) => setRule(event.target.value as WordRule | '')}
            aria-invalid={add.fieldErrors.rule ? true : undefined}
            aria-describedby={describedBy('banned-word-rule', false, Boolean(add.fieldErrors.rule))}
            className={`mt-1 ${inputClass}`}
            required
          >
            <option value="">원칙을 고르세요</option>
            {wordRuleKeys.map((key) => (
              <option key={key} value={key}>
                {wordRules[key]}
              </option>
            ))}
          </select>
          <FieldError id="banned-word-rule" message={add.fieldErrors.rule} />
        </div>
        <button type="submit" className={`mt-6 ${buttonClass}`} disabled={add.pending}>
          {add.pending ? '추가하는 중…' : '추가'}
        </button>
        <div className="basis-full">
          <FormAlert message={hasFieldError ? null : add.error} />
          <FormStatus message={add.success} />
        </div>
      </form>
      <FormAlert message={remove.error} />
      <FormStatus message={remove.success} />
      <TableFrame labelledBy="office-words-title">
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                금지어
              </th>
              <th scope="col" className={thClass}>
                원칙
              </th>
              <th scope="col" className={thClass}>
                추가한 날
              </th>
              <th scope="col" className={thClass}>
                <span className="sr-only">삭제</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {words.length === 0 ? (
              <EmptyRow colSpan={4}>등록된 금지어가 없습니다.</EmptyRow>
            ) : (
              words.map((item) => (
                <tr key={item.id}>
                  <td className={tdClass}>{item.word}</td>
                  <td className={tdClass}>{item.ruleTitle}</td>
                  <td className={tdClass}>{formatSeoulDate(item.createdAt)}</td>
                  <td className={tdClass}>
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      disabled={remove.pending}
                      aria-label={`${item.word} 삭제`}
                      onClick={() =>
                        remove.run(
                          () => removeBannedWordAction({ id: item.id }),
                          () => `‘${item.word}’을(를) 지웠습니다.`,
                        )
                      }
                    >
                      삭제
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableFrame>
    </section>
  );
}
