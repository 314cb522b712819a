// The ninth held-out set: written before the rules of round 25, never tuned on.
import type { EvalCase } from './answers'

export const HELD_OUT_9: EvalCase[] = []
