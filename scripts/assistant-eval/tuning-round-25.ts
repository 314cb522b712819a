// Round 25's tuning questions, written before its rules.
import type { EvalCase } from './answers'

export const TUNING_ROUND_25: EvalCase[] = []
