// Moving through a screen the way a keyboard user does.
import type { Locator, Page } from 'playwright-core';

/** The name a person hears for the focused element: its label, its aria-label, or its text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const labelled = (element as HTMLInputElement).labels?.[0]?.textContent;
    return (labelled ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
  });
}

/**
 * Presses Tab until the focused element's name starts with `name`, the way a keyboard user moves through the
 * form; returns every name passed on the way (to prove what the Tab key never reaches).
 */
export async function tabTo(page: Page, name: string, maxPresses = 40): Promise<string[]> {
  const passed: string[] = [];
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    const focused = await focusedName(page);
    passed.push(focused);
    if (focused.startsWith(name)) return passed;
  }
  throw new Error(`Tab never reached "${name}"; passed: ${JSON.stringify(passed)}`);
}

/**
 * Presses an arrow key in a radio group the way a person does: held until the focus is on `radio`. A Radix
 * radio group moves the focus in a timer after the key goes down and checks the radio it focuses only while
 * the key is still down, so a key released at once, as a script releases it, can leave the choice unchanged
 * when the machine is busy.
 */
export async function holdArrowTo(page: Page, key: `Arrow${string}`, radio: Locator): Promise<void> {
  const target = await radio.elementHandle();
  await page.keyboard.down(key);
  try {
    await page.waitForFunction((element) => document.activeElement === element, target);
  } finally {
    await page.keyboard.up(key);
    await target?.dispose();
  }
}
