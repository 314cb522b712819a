// Questions shown as buttons that ask them: the examples of an empty conversation, and the
// closest questions the assistant offers when it declines one.
import { cn } from '../../components/cn'

interface QuestionChipsProps {
  label: string
  questions: readonly string[]
  onPick: (question: string) => void
  className?: string
}

export function QuestionChips({ label, questions, onPick, className }: QuestionChipsProps) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {questions.map((question) => (
        <li key={question}>
          <button
            type="button"
            onClick={() => onPick(question)}
            className="rounded-full border border-zinc-200 bg-white px-3 py-1.5 text-left text-xs text-zinc-700 shadow-xs transition-colors hover:border-brand-200 hover:bg-brand-50 hover:text-brand-900"
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  )
}
