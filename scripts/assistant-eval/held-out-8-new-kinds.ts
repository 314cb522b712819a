import type { EvalCase } from './answers'

export const HELD_OUT_8_NEW_KINDS: EvalCase[] = []
