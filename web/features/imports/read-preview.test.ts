import { describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import { parseRecords, readPreview } from './read-preview'

describe('parseRecords', () => {
  it('reads quotes, doubled quotes, newlines inside quotes and CRLF', () => {
    const text = 'name;price\r\n"Jam; ""strawberry""\nlarge";12,50\r\n\r\nTea;3'
    expect(parseRecords(text, ';', 10, true)).toEqual([
      ['name', 'price'],
      ['Jam; "strawberry"\nlarge', '12,50'],
      ['Tea', '3'],
    ])
  })

  it('stops at the limit, and leaves out the last line of a text cut short', () => {
    expect(parseRecords('a,b\n1,2\n3,4\n', ',', 2, true)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
    expect(parseRecords('a,b\n1,2\n3,', ',', 10, false)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })
})

describe('readPreview', () => {
  it('reads the header and first rows with the server’s separator rule, without the BOM', async () => {
    const file = new File(['\uFEFF Name ;Price\nJam;2,5\nTea;3\nHoney;4\n'], 'p.csv')
    expect(await readPreview(file, 2)).toEqual({
      separator: ';',
      header: ['Name', 'Price'],
      rows: [
        ['Jam', '2,5'],
        ['Tea', '3'],
      ],
    })
  })

  it('refuses a file without a header row', async () => {
    await expect(readPreview(new File(['\n\n'], 'e.csv'))).rejects.toThrow(messages.imports.empty)
  })
})
