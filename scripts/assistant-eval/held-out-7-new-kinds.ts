// New kinds (comparisons, shares, averages, distinct counts, first and last dates) of the seventh
// held-out set.
import type { EvalCase } from './answers'

export const HELD_OUT_7_NEW_KINDS: EvalCase[] = []
