// The eleventh held-out set's new kinds, to be written blind before the rules of round 27 and
// never tuned on.
import type { EvalCase } from './answers'

export const HELD_OUT_11_NEW_KINDS: EvalCase[] = []
