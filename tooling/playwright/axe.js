// What an axe run could not check. A rule whose check threw is reported by axe-core as
// 'incomplete' (cannot tell), beside the rules that merely need a human look, so a check that only
// counts violations passes it unseen although it judged nothing.

/**
 * The rules of an axe result that crashed, one line each: rule id, axe's error message and where.
 * axe-core marks such a rule with `error` and gives its node an 'error-occurred' check; either is
 * enough (results limited by `resultTypes` still keep one node of every incomplete rule).
 */
export function crashedAxeRules(results) {
  return results.incomplete
    .filter(
      (rule) =>
        rule.error != null ||
        rule.nodes.some((node) =>
          [...node.any, ...node.all, ...node.none].some((check) => check.id === 'error-occurred'),
        ),
    )
    .map((rule) => {
      const check = rule.nodes
        .flatMap((node) => [...node.any, ...node.all, ...node.none])
        .find((c) => c.id === 'error-occurred');
      const message = rule.error?.message ?? check?.data?.message ?? 'no message';
      const where = rule.nodes[0]?.target.join(' ') ?? 'the page';
      return `axe rule ${rule.id} crashed and checked nothing: ${message} (at ${where})`;
    });
}

/**
 * The serious and critical violations of an axe result, one line each: rule id, impact, and each
 * node's target with axe's message ('color-contrast (serious) #a Element has insufficient …').
 */
export function seriousViolations(results) {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}) ${v.nodes.map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`.trim()).join(' | ')}`,
    );
}

/**
 * Waits until no transition or finite animation is running on the page: a colour measured
 * mid-fade (a dialog coming in, a button's label fading as it starts loading) is a contrast
 * violation that a moment later is not. Endless animations (a spinner) do not count.
 */
export function untilTransitionsEnd(page, timeout = 5000) {
  return page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' ||
            a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    null,
    { timeout },
  );
}
