// The apps' CSP as a browser test sees it: the violations a page reports, and what is missing
// from the security headers of an answer (docs/decisions/0017).

/**
 * Collects the page's CSP violations (each `securitypolicyviolation` event with where it
 * happened, and Chromium's console errors about the policy). A page whose list stays empty ran
 * under the CSP untouched. Call before the first navigation.
 */
export async function watchCspViolations(page) {
  const violations = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `Content Security Policy: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      ),
    );
  });
  return violations;
}

/** What an app page's headers lack of the policy (empty: all there); `apiOrigin` is connect-src's. */
export function appHeaderProblems(headers, apiOrigin) {
  const problems = [];
  const csp = headers['content-security-policy'] ?? '';
  const need = [
    "script-src 'self'",
    "frame-ancestors 'none'",
    `connect-src 'self' ${apiOrigin}`,
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ];
  for (const directive of need) if (!csp.includes(directive)) problems.push(`CSP lacks ${directive}`);
  if (/script-src[^;]*unsafe/.test(csp)) problems.push('CSP lets unsafe scripts run');
  if (headers['x-frame-options'] !== 'DENY') problems.push('X-Frame-Options is not DENY');
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('X-Content-Type-Options is not nosniff');
  if (!headers['referrer-policy']) problems.push('no Referrer-Policy');
  return problems;
}

/** An inline script in an HTML page (a script element without `src`), or null. */
export function inlineScriptOf(html) {
  return /<script(?![^>]*\bsrc=)[^>]*>/.exec(html)?.[0] ?? null;
}

/**
 * What is wrong with an app's built pages as its server answers them (empty: nothing): an inline
 * script in the page, or a header missing on the page, a client-side route or an asset.
 */
export async function builtPageProblems(request, apiOrigin) {
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  const problems = [];
  if (assets.length === 0) problems.push('/: no built assets (is this the dev server?)');
  const inline = inlineScriptOf(html);
  if (inline) problems.push(`/: an inline script ${inline}`);
  for (const path of ['/', '/actions', ...assets.slice(0, 1)]) {
    const headers = (await request.get(path)).headers();
    for (const p of appHeaderProblems(headers, apiOrigin)) problems.push(`${path}: ${p}`);
  }
  return problems;
}
