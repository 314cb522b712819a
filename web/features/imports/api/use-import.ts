// The dry run and the import of a chosen file, with how much of it has gone up; an import that
// wrote its rows refreshes every list they show in.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ImportKind } from '../../../../common/imports'
import { invalidate } from '../../../api/query-keys'
import { useCreateMutation } from '../../../api/use-create-mutation'
import { importKinds } from '../import-kinds'
import { importFile, type ImportRequest } from './import-file'

export type ImportInput = Pick<ImportRequest, 'file' | 'mapping' | 'skipRows'>

export function useImport(providerId: string, kind: ImportKind) {
  const queryClient = useQueryClient()
  /** How much of the file has been sent (0 to 1), while a request runs. */
  const [sent, setSent] = useState(0)
  const request = (input: ImportInput, dryRun: boolean) => {
    setSent(0)
    return importFile({ ...input, providerId, kind, dryRun }, setSent)
  }
  const check = useMutation({ mutationFn: (input: ImportInput) => request(input, true) })
  const run = useCreateMutation({
    // No Idempotency-Key: rows match by id, name or email and counts are absolute, so the same
    // file sent again changes nothing more. The hook's guard keeps a double click to one request.
    mutationFn: (input: ImportInput) => request(input, false),
    contentOf: ({ file, mapping, skipRows }) => [file.name, file.size, mapping, skipRows],
    onSuccess: (report) =>
      report.written ? invalidate(queryClient, importKinds[kind].stale(providerId)) : undefined,
  })
  return { check, run, sent }
}
