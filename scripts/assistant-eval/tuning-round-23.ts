// Round 23's tuning questions, written and committed before its rules.
import type { EvalCase } from './answers'

export const TUNING_ROUND_23: EvalCase[] = []
