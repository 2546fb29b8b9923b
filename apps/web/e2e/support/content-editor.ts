/**
 * The content editor as a marketer uses it: `npm run edit` (the dev server with Sveltia CMS at
 * /admin), "Work with Local Repository", the forms. The one thing stood in for is the browser's
 * folder picker: a test cannot click through the system's dialog, so `showDirectoryPicker`
 * returns a folder of the page's origin-private file system (OPFS), filled with the repository's
 * content files and a `.git` folder. The editor reads and writes it through the same File System
 * Access API it uses on a real folder; `repoFile` reads what it wrote.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { freePort, repoRoot } from '@app/tooling/serve'

export const CONTENT = 'apps/web/src/content'
/**
 * The editor's calls to the internet (its update check, GitHub's status), which do not reach this
 * machine, and its look at an entry's page, cut short when the test moves on.
 */
export const EDITOR_OFFLINE = [
  /unpkg\.com/,
  /githubstatus\.com/,
  /ERR_NAME_NOT_RESOLVED/,
  /Failed to load resource/,
  /\/features\/[a-z-]+ net::ERR_ABORTED/,
]

export interface EditServer {
  origin: string
  stop(): Promise<void>
}

/** `npm run edit` on a free port (in the repository, or a copy of it), once /admin answers. */
export async function startEditServer(cwd = repoRoot): Promise<EditServer> {
  const port = await freePort()
  const child: ChildProcess = spawn('npm', ['run', 'edit', '-w', 'apps/web', '--', '--port', String(port)], {
    cwd,
    stdio: 'ignore',
    detached: true,
  })
  const origin = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  /** Stops the server and waits until it is gone: the next one must not meet it in Vite's caches. */
  const stop = async () => {
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, name)
      } catch {
        // already gone
      }
    }
    signal('SIGTERM')
    const killed = setTimeout(() => signal('SIGKILL'), 10_000)
    await exited
    clearTimeout(killed)
  }
  for (let attempt = 0; attempt < 120; attempt++) {
    const ok = await fetch(`${origin}/admin`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return { origin, stop }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error(`npm run edit did not answer at ${origin}/admin within 60 s`)
}

/** The content files of the repository, path → text, as the editor's folder starts. */
function contentFiles(): Record<string, string> {
  const files: Record<string, string> = {}
  for (const [folder, extension] of [
    ['landing', '.yaml'],
    ['question-banks', '.yaml'],
    ['legal', '.md'],
  ] as const) {
    for (const name of readdirSync(join(repoRoot, CONTENT, folder))) {
      if (name.endsWith(extension)) files[`${CONTENT}/${folder}/${name}`] = readFileSync(join(repoRoot, CONTENT, folder, name), 'utf8')
    }
  }
  // The collections of one file each (the home page, the FAQ).
  for (const name of readdirSync(join(repoRoot, CONTENT))) {
    if (name.endsWith('.yaml')) files[`${CONTENT}/${name}`] = readFileSync(join(repoRoot, CONTENT, name), 'utf8')
  }
  return files
}

/** Opens the editor on a folder holding the repository's content, as after picking the checkout. */
export async function openEditor(page: Page, origin: string): Promise<void> {
  await page.addInitScript(() => {
    Object.assign(window, {
      showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true }),
    })
  })
  await page.goto(`${origin}/admin`)
  await page.evaluate(async (files) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true })
    await root.getDirectoryHandle('.git', { create: true })
    for (const [path, text] of Object.entries(files)) {
      const parts = path.split('/')
      let dir = root
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true })
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable()
      await writable.write(text)
      await writable.close()
    }
  }, contentFiles())
  await page.getByRole('button', { name: 'Work with Local Repository' }).click()
}

/**
 * A file of the editor's folder as it is now. The editor writes a file by swapping a new copy in:
 * read in that moment, it is missing or unreadable (NotFoundError, NotReadableError), so a read
 * that meets either tries again, for up to five seconds.
 */
export async function repoFile(page: Page, path: string): Promise<string> {
  return page.evaluate(async (path) => {
    const parts = path.split('/')
    for (let attempt = 0; ; attempt++) {
      try {
        let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo')
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part)
        return await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text()
      } catch (error) {
        const swapping = error instanceof DOMException && (error.name === 'NotFoundError' || error.name === 'NotReadableError')
        if (!swapping || attempt === 50) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  }, path)
}

/** A field's group, by its label: the editor names each “Label” Field, with the label isolated. */
export const fieldName = (label: string): RegExp => new RegExp(`^“\\u2068?${label}\\u2069?” Field$`)

/** Scrolls the editor's form until `locator` is there: the editor renders fields as they scroll into view. */
export async function scrollTo(page: Page, locator: Locator): Promise<Locator> {
  await page.mouse.move(640, 400)
  await expect(async () => {
    if ((await locator.count()) === 0) await page.mouse.wheel(0, 300)
    await expect(locator.first()).toBeAttached({ timeout: 250 })
  }).toPass({ timeout: 20_000 })
  await locator.first().scrollIntoViewIfNeeded()
  return locator
}
