import { describe, expect, it } from 'vitest'
import { PAGE_SIZE } from './constants'
import { pageCount, pageOffset, pageRangeLabel, showPager } from './pagination'

describe('pagination', () => {
  it('counts pages by rounding up', () => {
    expect(pageCount(0, 50)).toBe(0)
    expect(pageCount(50, 50)).toBe(1)
    expect(pageCount(51, 50)).toBe(2)
  })

  it('pages the inbox by 100 with offset (page-1)*100', () => {
    expect(pageOffset(1, PAGE_SIZE.inbox)).toBe(0)
    expect(pageOffset(3, PAGE_SIZE.inbox)).toBe(200)
  })

  it('labels the range shown', () => {
    expect(pageRangeLabel(1, 100, 250)).toBe('1-100')
    expect(pageRangeLabel(3, 100, 250)).toBe('201-250')
  })

  it('shows the pager only with more than one page', () => {
    expect(showPager(50, 50)).toBe(false)
    expect(showPager(51, 50)).toBe(true)
  })
})
