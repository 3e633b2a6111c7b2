// The step's request budget (src/export/budget.ts): a later phase's share held back from the
// exports before them, and given back to that phase.
import { describe, expect, it } from '@jest/globals'
import { RequestBudget } from '../../src/export/budget.js'

const takeAll = (budget: RequestBudget): number => {
  let taken = 0
  while (budget.take()) taken++
  return taken
}

describe('RequestBudget', () => {
  it('refuses the held share to every take until it is released, then gives exactly that', () => {
    const budget = new RequestBudget(10)
    budget.hold(4)
    expect(budget.left).toBe(6)
    expect(takeAll(budget)).toBe(6)
    expect(budget.left).toBe(0)
    budget.release()
    expect(budget.left).toBe(4)
    expect(takeAll(budget)).toBe(4)
    expect(budget.used).toBe(10)
  })

  it('gives held requests back one by one, never more than it holds', () => {
    const budget = new RequestBudget(10)
    budget.hold(3)
    budget.release(1)
    expect(budget.left).toBe(8)
    budget.release(5)
    expect(budget.left).toBe(10)
  })

  it('holds no more than is left', () => {
    const budget = new RequestBudget(5)
    budget.take()
    budget.hold(50)
    expect(budget.left).toBe(0)
    expect(budget.take()).toBe(false)
    budget.release()
    expect(takeAll(budget)).toBe(4)
  })
})
