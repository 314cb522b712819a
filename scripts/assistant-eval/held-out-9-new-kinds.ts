// The ninth held-out set's questions of new kinds: written before the rules of round 25.
import type { EvalCase } from './answers'

export const HELD_OUT_9_NEW_KINDS: EvalCase[] = []
