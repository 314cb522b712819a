import type { EvalCase } from './answers'

export const HELD_OUT_8: EvalCase[] = []
