/**
 * "Check my changes": a button on the editor's page that runs the build's content check
 * (scripts/check-content.ts) on the files as saved and shows its report in a dialog, every
 * problem named as the editor names things (content/problem-report.ts). It is how a marketer
 * learns, before anyone builds, what only the build can check: links between pages, a role
 * without its question bank, a legal page's Markdown. integration.ts serves it.
 */
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ProblemGroup } from '../src/content/problem-report'

/** What /admin/check answers. */
export type CheckReport = { problems: ProblemGroup[]; referencesChecked: boolean } | { error: string }

const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), '..')
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

/** The check, run as the build runs it, in its own process: it reads the files as they are now. */
export function checkContent(): Promise<CheckReport> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=source', '--import', tsx, join(WEB_DIR, 'scripts/check-content.ts'), '--json'],
      { cwd: WEB_DIR, timeout: 60_000, maxBuffer: 10_000_000, env: { ...process.env, TSX_TSCONFIG_PATH: join(WEB_DIR, 'tsconfig.json') } },
      // Exit code 1 with a report is an answer too: the content has problems.
      (error, stdout, stderr) => {
        try {
          resolve(JSON.parse(stdout) as CheckReport)
        } catch {
          resolve({ error: (stderr || error?.message || 'no report').trim().split('\n').slice(-5).join('\n') })
        }
      },
    )
  })
}

/** The button and its dialog, for the editor's page (integration.ts gives them their look); `wireCheck` brings them to life. */
export const CHECK_MARKUP = `<button id="check-changes" type="button">Check my changes</button>
<dialog id="check-report" class="editor-dialog" aria-labelledby="check-title">
  <h2 id="check-title">Check my changes</h2>
  <div id="check-result" role="status"></div>
  <form method="dialog"><button>Close</button></form>
</dialog>`

/** Runs in the editor's page (serialised into it): the button asks /admin/check and shows the report. */
export function wireCheck(doc: Document, endpoint: string): void {
  const button = doc.getElementById('check-changes') as HTMLButtonElement
  const dialog = doc.getElementById('check-report') as HTMLDialogElement
  const result = doc.getElementById('check-result')!
  const element = (tag: string, text?: string) => Object.assign(doc.createElement(tag), text === undefined ? {} : { textContent: text })
  const show = (...nodes: Node[]) => result.replaceChildren(...nodes)

  button.addEventListener('click', async () => {
    dialog.showModal()
    show(element('p', 'Checking every page… (a few seconds)'))
    const report = (await fetch(endpoint, { method: 'POST' })
      .then((response) => response.json())
      .catch((error: unknown) => ({ error: String(error) }))) as CheckReport
    if ('error' in report) return show(element('p', `The check could not run. Is \`npm run edit\` still running? (${report.error})`))
    const count = report.problems.reduce((sum, group) => sum + group.problems.length, 0)
    if (!count)
      return show(
        element(
          'p',
          'No problems: every page reads, and every link and reference goes where it should. The build will take these changes.',
        ),
      )
    const nodes: Node[] = [element('p', `${count} ${count === 1 ? 'problem' : 'problems'} to fix before these changes can go live:`)]
    for (const group of report.problems) {
      const heading = element('h3', group.entry)
      heading.append(' ', element('small', `(${group.file})`))
      const list = element('ul')
      for (const { field, rule } of group.problems) list.append(element('li', `${field}: ${rule}`))
      nodes.push(heading, list)
    }
    if (!report.referencesChecked) nodes.push(element('p', 'Once these are fixed, check again: the links between pages are checked then.'))
    show(...nodes)
  })
}
