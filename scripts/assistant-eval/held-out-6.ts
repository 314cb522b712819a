// The sixth held-out set, written before the rules of round 22 and never tuned on.
import type { EvalCase } from './answers'

export const HELD_OUT_6: EvalCase[] = []
