// Round 22's tuning questions, written and committed before its rules.
import type { EvalCase } from './answers'

export const TUNING_ROUND_22: EvalCase[] = []
