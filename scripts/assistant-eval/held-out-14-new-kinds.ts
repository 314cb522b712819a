// The fourteenth held-out set of new kinds, registered empty before any rule of round 30 is
// written; its questions are written blind and never tuned on.
import type { EvalCase } from './answers'

export const HELD_OUT_14_NEW_KINDS: EvalCase[] = []
