// Every story of the built Storybook, opened in Chromium: it must render without a console
// error and without a serious or critical axe violation. Turbo builds storybook-static first.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromiumLaunchOptions, chromiumPath } from '@tourplanner/playwright-config';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-server';

const staticDir = fileURLToPath(new URL('../storybook-static', import.meta.url));
const indexFile = `${staticDir}/index.json`;

interface StoryChannel {
  on: (event: string, listener: (...args: unknown[]) => void) => void;
  off: (event: string, listener: (...args: unknown[]) => void) => void;
  emit: (event: string, payload: unknown) => void;
}

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

if (!existsSync(indexFile)) {
  it('needs the built Storybook', () => {
    throw new Error(
      `storybook-static is missing (${indexFile} not found). Build it first: ` +
        '`pnpm --filter @tourplanner/ui build` (turbo does this before `test`).',
    );
  });
} else {
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

  describe('Storybook stories in Chromium', () => {
    let server: Awaited<ReturnType<typeof serveStatic>>;
    let browser: Browser;
    let context: BrowserContext;

    beforeAll(async () => {
      if (!existsSync(chromiumPath)) {
        throw new Error(
          `Chromium not found at ${chromiumPath}; install Debian's chromium or set CHROMIUM_PATH.`,
        );
      }
      server = await serveStatic(staticDir);
      browser = await chromium.launch(chromiumLaunchOptions());
      // Reduced motion: axe must not judge colours halfway through an enter animation.
      context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
    });

    afterAll(async () => {
      await context?.close();
      await browser?.close();
      await server?.close();
    });

    it('finds stories in index.json', () => {
      expect(stories.length).toBeGreaterThan(20);
    });

    // A few pages, each reused for many stories: Storybook switches stories in place (as its own
    // UI does), which saves loading and parsing the preview bundle 80 times; pages run side by side.
    const poolSize = Number(process.env.STORIES_PAGES ?? 2);
    const idle: Tab[] = [];
    const waiting: ((tab: Tab) => void)[] = [];
    let opened = 0;

    interface Tab {
      page: Page;
      errors: string[];
      loaded: boolean;
    }

    async function acquire(): Promise<Tab> {
      const free = idle.pop();
      if (free) return free;
      if (opened < poolSize) {
        opened++;
        const page = await context.newPage();
        const tab: Tab = { page, errors: [], loaded: false };
        page.on('console', (message) => {
          if (message.type() === 'error') tab.errors.push(`${message.text()} (${message.location().url})`);
        });
        page.on('pageerror', (error) => tab.errors.push(error.message));
        return tab;
      }
      return new Promise((resolve) => waiting.push(resolve));
    }

    function release(tab: Tab): void {
      const next = waiting.shift();
      if (next) next(tab);
      else idle.push(tab);
    }

    /** Shows a story in the tab; null when it (and its play function) rendered, else the failure. */
    async function show(tab: Tab, storyId: string): Promise<string | null> {
      if (!tab.loaded) {
        tab.loaded = true;
        await tab.page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`);
        // The first story renders on load; Storybook marks the body when it has (or has failed).
        await tab.page.waitForSelector(
          'body:is(.sb-show-main, .sb-show-errordisplay):not(.sb-show-preparing-story)',
          {
            state: 'attached',
            timeout: 30_000,
          },
        );
        const failed = await tab.page.evaluate(() =>
          document.body.classList.contains('sb-show-errordisplay'),
        );
        return failed ? `story failed: ${await tab.page.locator('#error-message').textContent()}` : null;
      }
      return tab.page.evaluate(
        (id) =>
          new Promise<string | null>((resolve) => {
            const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StoryChannel })
              .__STORYBOOK_ADDONS_CHANNEL__;
            const listeners: [string, (...args: unknown[]) => void][] = [
              ['storyRendered', (renderedId) => renderedId === id && finish(null)],
              ['storyErrored', (error) => finish(`story errored: ${JSON.stringify(error)}`)],
              ['storyThrewException', (error) => finish(`story threw: ${String(error)}`)],
              ['playFunctionThrewException', (error) => finish(`play function threw: ${String(error)}`)],
              ['storyMissing', () => finish(`story missing: ${id}`)],
            ];
            const timer = setTimeout(() => finish(`story did not render in 30 s: ${id}`), 30_000);
            function finish(result: string | null) {
              clearTimeout(timer);
              for (const [event, listener] of listeners) channel.off(event, listener);
              resolve(result);
            }
            for (const [event, listener] of listeners) channel.on(event, listener);
            channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
          }),
        storyId,
      );
    }

    describe.concurrent('every story', () => {
      for (const story of stories) {
        it(`${story.title} / ${story.name}`, async ({ expect }) => {
          const tab = await acquire();
          try {
            tab.errors.length = 0;
            const failure = await show(tab, story.id);
            // Let effects settle (camera stand-in, popovers, modal transitions) before judging.
            await tab.page.waitForTimeout(400);
            const results = await new AxeBuilder({ page: tab.page })
              .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
              .exclude('.sb-wrapper')
              .exclude('#storybook-docs')
              .analyze();
            const serious = results.violations
              .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
              .map(
                (violation) =>
                  `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
                    .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
                    .slice(0, 3)
                    .join(' | ')}`,
              );
            // A rule that threw inside axe checked nothing (e.g. colour contrast under a scroll
            // lock on a page shorter than the viewport): fail rather than pass unseen.
            const couldNotRun = results.incomplete
              .filter((rule) =>
                rule.nodes.some((node) =>
                  [...node.any, ...node.all, ...node.none].some((check) => check.id === 'error-occurred'),
                ),
              )
              .map((rule) => `${rule.id}: ${rule.nodes[0]?.target.join(' ') ?? ''}`);
            const errors = failure ? [failure, ...tab.errors] : [...tab.errors];
            expect(errors, 'console errors').toEqual([]);
            expect(serious, 'serious or critical axe violations').toEqual([]);
            expect(couldNotRun, 'axe rules that failed to run').toEqual([]);
          } finally {
            release(tab);
          }
        });
      }
    });
  });
}
