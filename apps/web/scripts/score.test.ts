/** `npm run score`: the scorer from the command line, as a bank writer runs it. */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const QUESTION = 'Walk me through how you would find customers who placed an order last year but none this year, in SQL.'
const score = (args: string[], input = '') =>
  spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'scripts/score.ts', ...args], {
    cwd: join(import.meta.dirname, '..'),
    input,
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: '' },
  })

describe('npm run score', () => {
  it('scores an answer on stdin and quotes the sentence that makes each point', () => {
    const run = score(
      ['--role', 'data-analyst', '--question', QUESTION],
      'First I take last year’s buyers. Then I use a LEFT JOIN to this year’s orders and keep the rows where the order is NULL.',
    )
    expect(run.status, run.stderr).toBe(0)
    const result = JSON.parse(run.stdout)
    expect(result).toMatchObject({ role: 'data-analyst', question: QUESTION, label: expect.any(String) })
    expect(result.points).toContainEqual({
      point: 'LEFT JOIN',
      sentence: 'Then I use a LEFT JOIN to this year’s orders and keep the rows where the order is NULL.',
    })
    expect(result.missed).toContain('NOT EXISTS')
  }, 60_000)

  it('names the closest role or question and exits 2 when one is unknown', () => {
    const role = score(['--role', 'data-analyts', '--question', QUESTION], 'x')
    expect(role.status).toBe(2)
    expect(role.stderr).toContain('the closest is "data-analyst"')
    const question = score(['--role', 'data-analyst', '--question', QUESTION.replace('SQL', 'sql')], 'x')
    expect(question.status).toBe(2)
    expect(question.stderr).toContain(`the closest is "${QUESTION}"`)
  }, 60_000)
})
