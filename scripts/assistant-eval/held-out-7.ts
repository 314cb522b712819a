// The seventh held-out set, written before the rules of round 23 and never tuned on.
import type { EvalCase } from './answers'

export const HELD_OUT_7: EvalCase[] = []
