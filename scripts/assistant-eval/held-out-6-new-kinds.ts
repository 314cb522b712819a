// New kinds (comparisons, shares, averages, distinct counts, first and last dates) of the sixth held-out set.
import type { EvalCase } from './answers'

export const HELD_OUT_6_NEW_KINDS: EvalCase[] = []
