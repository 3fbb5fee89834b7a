/**
 * The back office's consult workflow (issue 3): 신규 → 연락 시도 → 상담 완료 → 수임 / 종결.
 * 종결 is reachable from every open state; 수임 and 종결 end the workflow. Pure rules: the server
 * applies the change this returns in one transaction with its timeline event and audit entry.
 */

export const consultStatuses = ['new', 'contacting', 'consulted', 'retained', 'closed'] as const;
export type ConsultStatus = (typeof consultStatuses)[number];

export const consultStatusLabels: Record<ConsultStatus, string> = {
  new: '신규',
  contacting: '연락 시도',
  consulted: '상담 완료',
  retained: '수임',
  closed: '종결',
};

const nextStatuses: Record<ConsultStatus, readonly ConsultStatus[]> = {
  new: ['contacting', 'closed'],
  contacting: ['consulted', 'closed'],
  consulted: ['retained', 'closed'],
  retained: [],
  closed: [],
};

export function isConsultStatus(value: unknown): value is ConsultStatus {
  return typeof value === 'string' && (consultStatuses as readonly string[]).includes(value);
}

/** A consult is open until it is retained or closed. */
export function isOpenStatus(status: ConsultStatus): boolean {
  return nextStatuses[status].length > 0;
}

/** Where a consult in `status` may go next, in the order the screen offers them. */
export function allowedTransitions(status: ConsultStatus): readonly ConsultStatus[] {
  return nextStatuses[status];
}

export function canTransition(from: ConsultStatus, to: ConsultStatus): boolean {
  return nextStatuses[from].includes(to);
}

/** A label for a stored status, even one this version does not know. */
export function statusLabel(status: string): string {
  return isConsultStatus(status) ? consultStatusLabels[status] : status;
}

export type WorkflowState = { status: string; firstAnsweredAt: Date | null };

export type StatusChange = {
  status: ConsultStatus;
  statusChangedAt: Date;
  statusChangedBy: string;
  /** Set on the first move out of 신규 and kept after: the answer time the inbox measures. */
  firstAnsweredAt: Date | null;
};

export type TransitionResult = { ok: true; from: ConsultStatus; change: StatusChange } | { ok: false; message: string };

export const workflowMessages = {
  unknownStatus: '알 수 없는 상태입니다.',
  same: '이미 그 상태입니다.',
  finished: '수임 또는 종결된 상담은 상태를 바꿀 수 없습니다.',
  notAllowed: (from: ConsultStatus, to: ConsultStatus) =>
    `'${consultStatusLabels[from]}' 상태에서는 '${consultStatusLabels[to]}'(으)로 바꿀 수 없습니다. 가능한 다음 상태: ${
      nextStatuses[from].map((status) => consultStatusLabels[status]).join(', ') || '없음'
    }`,
};

/** Moves a consult to `to`, recording who did it and when. */
export function transitionConsult(state: WorkflowState, to: string, actor: { id: string }, at: Date): TransitionResult {
  if (!isConsultStatus(state.status) || !isConsultStatus(to)) return { ok: false, message: workflowMessages.unknownStatus };
  const from = state.status;
  if (from === to) return { ok: false, message: workflowMessages.same };
  if (!isOpenStatus(from)) return { ok: false, message: workflowMessages.finished };
  if (!canTransition(from, to)) return { ok: false, message: workflowMessages.notAllowed(from, to) };
  return {
    ok: true,
    from,
    change: {
      status: to,
      statusChangedAt: at,
      statusChangedBy: actor.id,
      firstAnsweredAt: state.firstAnsweredAt ?? (from === 'new' ? at : null),
    },
  };
}

/** How long a consult has waited, in Korean: '1분 미만', '2시간 5분', '3일 4시간'. */
export function formatWaitingTime(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return '1분 미만';
  const days = Math.floor(minutes / 1_440);
  const hours = Math.floor((minutes % 1_440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days}일 ${hours}시간` : `${days}일`;
  if (hours > 0) return rest > 0 ? `${hours}시간 ${rest}분` : `${hours}시간`;
  return `${rest}분`;
}

export type AnswerAge = { minutes: number; text: string; overdue: boolean };

/**
 * The age the inbox shows for a consult still 신규: '접수 후 2시간 5분', overdue once past the
 * firm's answer target (firm settings `consultAnswerTargetMinutes`). Null once it was answered.
 */
export function answerAge(consult: { status: string; createdAt: Date }, now: Date, targetMinutes: number): AnswerAge | null {
  if (consult.status !== 'new') return null;
  const ms = now.getTime() - consult.createdAt.getTime();
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return { minutes, text: `접수 후 ${formatWaitingTime(ms)}`, overdue: ms > targetMinutes * 60_000 };
}
