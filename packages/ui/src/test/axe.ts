import axe from 'axe-core';

/**
 * Runs axe over a container and returns the violations as readable strings, so a failing test
 * names the rule and the offending markup. jsdom cannot compute colours or layout, so
 * colour-contrast is left to the Chromium story tests.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.html).join(', ')})`,
  );
}
