import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  answerAge,
  canTransition,
  consultStatuses,
  consultStatusLabels,
  formatWaitingTime,
  isOpenStatus,
  statusLabel,
  transitionConsult,
  workflowMessages,
  type ConsultStatus,
} from './consult-workflow';

const actor = { id: 'user-1' };
const at = new Date('2026-11-24T01:00:00.000Z');

describe('consult workflow transitions', () => {
  const allowed: Array<[ConsultStatus, ConsultStatus]> = [
    ['new', 'contacting'],
    ['new', 'closed'],
    ['contacting', 'consulted'],
    ['contacting', 'closed'],
    ['consulted', 'retained'],
    ['consulted', 'closed'],
  ];

  it('allows exactly the workflow steps and 종결 from every open state', () => {
    const pairs = consultStatuses.flatMap((from) => consultStatuses.map((to) => [from, to] as [ConsultStatus, ConsultStatus]));
    for (const [from, to] of pairs) {
      const expected = allowed.some(([a, b]) => a === from && b === to);
      expect(canTransition(from, to), `${from} → ${to}`).toBe(expected);
    }
  });

  it('reaches 종결 from every open state', () => {
    for (const status of consultStatuses.filter(isOpenStatus)) expect(allowedTransitions(status)).toContain('closed');
  });

  it('treats 수임 and 종결 as finished', () => {
    expect(consultStatuses.filter((status) => !isOpenStatus(status))).toEqual(['retained', 'closed']);
    expect(allowedTransitions('retained')).toEqual([]);
  });

  it('labels every status in Korean', () => {
    expect(consultStatusLabels).toEqual({ new: '신규', contacting: '연락 시도', consulted: '상담 완료', retained: '수임', closed: '종결' });
    expect(statusLabel('contacting')).toBe('연락 시도');
    expect(statusLabel('legacy')).toBe('legacy');
  });
});

describe('transitionConsult', () => {
  it('records who and when, and sets firstAnsweredAt on the first move out of 신규', () => {
    const result = transitionConsult({ status: 'new', firstAnsweredAt: null }, 'contacting', actor, at);
    expect(result).toEqual({
      ok: true,
      from: 'new',
      change: { status: 'contacting', statusChangedAt: at, statusChangedBy: 'user-1', firstAnsweredAt: at },
    });
  });

  it('counts closing a 신규 consult as its first answer', () => {
    const result = transitionConsult({ status: 'new', firstAnsweredAt: null }, 'closed', actor, at);
    expect(result.ok && result.change.firstAnsweredAt).toEqual(at);
  });

  it('keeps the first answer time on later moves', () => {
    const first = new Date('2026-11-23T00:00:00.000Z');
    const result = transitionConsult({ status: 'contacting', firstAnsweredAt: first }, 'consulted', actor, at);
    expect(result.ok && result.change).toEqual({
      status: 'consulted',
      statusChangedAt: at,
      statusChangedBy: 'user-1',
      firstAnsweredAt: first,
    });
  });

  it('does not invent a first answer time for a consult that left 신규 before it was recorded', () => {
    const result = transitionConsult({ status: 'contacting', firstAnsweredAt: null }, 'closed', actor, at);
    expect(result.ok && result.change.firstAnsweredAt).toBeNull();
  });

  it('refuses a skipped step with a Korean message naming the allowed ones', () => {
    const result = transitionConsult({ status: 'new', firstAnsweredAt: null }, 'retained', actor, at);
    expect(result).toEqual({ ok: false, message: workflowMessages.notAllowed('new', 'retained') });
    expect(!result.ok && result.message).toBe("'신규' 상태에서는 '수임'(으)로 바꿀 수 없습니다. 가능한 다음 상태: 연락 시도, 종결");
  });

  it('refuses going back, staying put, leaving a finished state and unknown statuses', () => {
    expect(transitionConsult({ status: 'consulted', firstAnsweredAt: at }, 'contacting', actor, at).ok).toBe(false);
    expect(transitionConsult({ status: 'new', firstAnsweredAt: null }, 'new', actor, at)).toEqual({
      ok: false,
      message: workflowMessages.same,
    });
    expect(transitionConsult({ status: 'closed', firstAnsweredAt: at }, 'contacting', actor, at)).toEqual({
      ok: false,
      message: workflowMessages.finished,
    });
    expect(transitionConsult({ status: 'retained', firstAnsweredAt: at }, 'closed', actor, at)).toEqual({
      ok: false,
      message: workflowMessages.finished,
    });
    expect(transitionConsult({ status: 'new', firstAnsweredAt: null }, 'done', actor, at)).toEqual({
      ok: false,
      message: workflowMessages.unknownStatus,
    });
    expect(transitionConsult({ status: 'weird', firstAnsweredAt: null }, 'closed', actor, at)).toEqual({
      ok: false,
      message: workflowMessages.unknownStatus,
    });
  });
});

describe('formatWaitingTime', () => {
  it.each([
    [0, '1분 미만'],
    [59_999, '1분 미만'],
    [60_000, '1분'],
    [59 * 60_000, '59분'],
    [60 * 60_000, '1시간'],
    [125 * 60_000, '2시간 5분'],
    [24 * 60 * 60_000, '1일'],
    [(3 * 24 * 60 + 4 * 60 + 30) * 60_000, '3일 4시간'],
    [-5_000, '1분 미만'],
  ])('formats %i ms as %s', (ms, text) => {
    expect(formatWaitingTime(ms)).toBe(text);
  });
});

describe('answerAge', () => {
  const createdAt = new Date('2026-11-24T00:00:00.000Z');
  const after = (minutes: number) => new Date(createdAt.getTime() + minutes * 60_000);

  it('shows the age of a 신규 consult and flags it once past the target', () => {
    expect(answerAge({ status: 'new', createdAt }, after(125), 60)).toEqual({ minutes: 125, text: '접수 후 2시간 5분', overdue: true });
    expect(answerAge({ status: 'new', createdAt }, after(60), 60)).toEqual({ minutes: 60, text: '접수 후 1시간', overdue: false });
    expect(answerAge({ status: 'new', createdAt }, new Date(after(60).getTime() + 1), 60)?.overdue).toBe(true);
    expect(answerAge({ status: 'new', createdAt }, after(10), 60)).toEqual({ minutes: 10, text: '접수 후 10분', overdue: false });
  });

  it('has no age once the consult left 신규', () => {
    expect(answerAge({ status: 'contacting', createdAt }, after(500), 60)).toBeNull();
  });
});
