import type { EventStage } from '@aforo/domain';

/** The next free 'etapa-N' id: readable in the data, never reused while the stage exists. */
export function newStageId(stages: readonly Pick<EventStage, 'stage_id'>[]): string {
  const taken = new Set(stages.map((s) => s.stage_id));
  let n = stages.length + 1;
  while (taken.has(`etapa-${n}`)) n += 1;
  return `etapa-${n}`;
}
