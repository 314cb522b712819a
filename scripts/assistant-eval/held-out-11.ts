// The eleventh held-out set, to be written blind before the rules of round 27 and never tuned on.
import type { EvalCase } from './answers'

export const HELD_OUT_11: EvalCase[] = []
