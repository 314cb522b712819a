// The fourteenth held-out set, registered empty before any rule of round 30 is written; its
// questions are written blind and never tuned on.
import type { EvalCase } from './answers'

export const HELD_OUT_14: EvalCase[] = []
