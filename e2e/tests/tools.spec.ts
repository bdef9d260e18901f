import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, DESKTOP_ONLY } from '../fixtures.ts';

/** Sets a form field as a diver would: select its text and type the new value. */
async function type(page: Page, label: string | RegExp, value: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.fill('');
  await field.pressSequentially(value);
}

/** The page's own units choice (the footer has another). */
const unitsSelect = (page: Page) => page.getByRole('main').getByLabel('Units');

/** Charts load as their section nears the screen: scroll to one and wait for it. */
async function showChart(page: Page, title: string) {
  await page.getByRole('heading', { name: title }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: title })).toBeVisible();
}

async function openAllDisclosures(page: Page) {
  for (const summary of await page.getByRole('main').locator('summary').all())
    await summary.click();
}

test.describe('diving tools', () => {
  test('each calculator has its own head and text in the raw HTML', async ({ request }) => {
    for (const [path, title] of [
      ['/tools', 'Diving tools and calculators'],
      ['/tools/mod-calculator', 'MOD and best mix calculator'],
      ['/tools/sac-calculator', 'SAC and gas planning calculator'],
      ['/tools/ead-calculator', 'Equivalent air depth (EAD) calculator'],
      ['/tools/freediving-calculator', 'Freediving calculator'],
    ] as const) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${title} · DiveSpot</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{60,}"/);
      // Prerendered: the page's heading paints before any script runs.
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  });

  test('the index lists the four calculators and opens each', async ({ page }) => {
    await page.goto('/tools');
    await expect(page).toHaveTitle('Diving tools and calculators · DiveSpot');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Diving tools' })).toBeVisible();
    for (const [name, path] of [
      ['MOD and best mix calculator', '/tools/mod-calculator'],
      ['SAC and gas planning calculator', '/tools/sac-calculator'],
      ['Equivalent air depth calculator', '/tools/ead-calculator'],
      ['Freediving calculator', '/tools/freediving-calculator'],
    ] as const) {
      await expect(main.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
        'href',
        path,
      );
    }
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Diving Tools' }),
    ).toHaveAttribute('href', '/tools');
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: /Freediving calculator/ }).click();
    await expect(page).toHaveURL(/\/tools\/freediving-calculator$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Freediving calculator' }),
    ).toBeVisible();
  });

  test(
    'MOD: the worked examples, as you type, with errors, units and a shared URL',
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto('/tools/mod-calculator');
      const mod = page.getByTestId('mod-result');
      // Real salt water by default: (1.4 / 0.32 − 1.01325) × 9.9003 = 33.28 m, shown rounded down.
      await expect(mod).toHaveText('33.2 m');
      await expect(page.getByTestId('convention')).toContainText('real water');
      // The other convention's figure stands beside it, as the nitrox article says.
      await expect(page.getByTestId('mod-other')).toHaveText(
        'By the training tables (1 bar per 10 m): 33.7 m',
      );

      // Training tables: (1.4 / 0.32 − 1) × 10 = 33.75 m → 33.7 m.
      await page.getByLabel('Water and pressure').selectOption('tables');
      await expect(mod).toHaveText('33.7 m');
      await expect(page.getByTestId('convention')).toContainText('training-table convention');
      await expect(page.getByTestId('mod-other')).toHaveText(
        'In real salt water at sea level: 33.2 m',
      );
      await expect(page.getByLabel('Altitude of the water (m)')).toBeDisabled();
      // Fresh water: 3.36175 bar × 10.197 m = 34.28 m; at 1,000 m (surface 0.899 bar) 35.45 m.
      await page.getByLabel('Water and pressure').selectOption('fresh');
      await expect(mod).toHaveText('34.2 m');
      await type(page, 'Altitude of the water (m)', '1000');
      await expect(mod).toHaveText('35.4 m');
      await expect(page).toHaveURL(/[?&]alt=1000(&|$)/);

      // Results follow each keystroke: EAN36 at the 1.6 contingency limit in fresh water at 1,000 m.
      await type(page, 'Oxygen in the mix (%)', '36');
      await page.getByLabel('Maximum ppO₂').selectOption('1.6');
      // (1.6 / 0.36 − 0.89875) × 10.197 = 36.15 m
      await expect(mod).toHaveText('36.1 m');
      await expect(page.getByTestId('best-mix')).toBeVisible();

      // A mix outside 21–100 % is refused beside the field; nothing is calculated from it.
      await type(page, 'Oxygen in the mix (%)', '15');
      await expect(page.getByText('Enter a value from 21 to 100.')).toBeVisible();
      await expect(page.getByLabel('Oxygen in the mix (%)')).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(mod).toHaveText('—');
      await type(page, 'Oxygen in the mix (%)', 'abc');
      await expect(page.getByText('Enter a number.')).toBeVisible();
      await type(page, 'Oxygen in the mix (%)', '32');
      await expect(page.getByText('Enter a number.')).toBeHidden();
      await expectNoAxeViolations(page);

      // Imperial: the planned depth and the MOD in feet, the same figures underneath.
      await page.getByLabel('Water and pressure').selectOption('salt');
      await type(page, 'Altitude of the water (m)', '0');
      await page.getByLabel('Maximum ppO₂').selectOption('1.4');
      await unitsSelect(page).selectOption('imperial');
      // 33.28 m = 109.19 ft → 109.1 ft
      await expect(mod).toHaveText('109.1 ft');
      // A depth nobody typed starts from a round figure of its own, not 30 m converted (98.4 ft).
      await expect(page.getByLabel('Planned depth (ft)')).toHaveValue('100');
      await unitsSelect(page).selectOption('metric');
      await expect(mod).toHaveText('33.2 m');

      // The address restores the whole form: a link to EAN40 at 1.6 bar in the tables.
      await page.goto('/tools/mod-calculator?o2=40&ppo2=1.6&water=tables&depth=25');
      await expect(page.getByLabel('Oxygen in the mix (%)')).toHaveValue('40');
      await expect(page.getByLabel('Maximum ppO₂')).toHaveValue('1.6');
      // (1.6 / 0.40 − 1) × 10 = 30 m
      await expect(mod).toHaveText('30 m');
      // Best mix at 25 m and 1.6 bar: 1.6 / 3.5 = 45.7 % → EAN45.
      await expect(page.getByTestId('best-mix')).toHaveText('EAN45');
      await showChart(page, 'Maximum operating depth by oxygen content');
      await openAllDisclosures(page);
      await expect(
        page.getByRole('table', { name: 'Maximum operating depth by oxygen content' }),
      ).toBeVisible();
      await expect(
        page.getByRole('img', { name: 'Maximum operating depth by oxygen content' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );

  test(
    'a hostile or broken address falls back to defaults, or shows its error beside the field',
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto(
        '/tools/mod-calculator?o2=abc&ppo2=9&water=%3Cscript%3E&alt=1e400&depth=-3&extra=1',
      );
      await expect(page.getByLabel('Oxygen in the mix (%)')).toHaveValue('32');
      await expect(page.getByLabel('Maximum ppO₂')).toHaveValue('1.4');
      await expect(page.getByLabel('Water and pressure')).toHaveValue('salt');
      await expect(page.getByLabel('Altitude of the water (m)')).toHaveValue('0');
      // A number out of range is kept, so the diver sees what the link said and why it is refused.
      await expect(page.getByLabel('Planned depth (m)')).toHaveValue('-3');
      await expect(page.getByText('Enter a value from 0 m to 250 m.')).toBeVisible();
      await expect(page.getByTestId('mod-result')).toHaveText('33.2 m');
      await expect(page.getByTestId('best-mix')).toHaveText('—');
    },
  );

  test('"Plan this dive" on a lake spot opens MOD with its depth, fresh water and altitude', async ({
    page,
  }) => {
    // Sweepstakes: a wreck 7 m down at most in Lake Huron, 176 m above sea level.
    await page.goto('/spots/sweepstakes-wreck-tobermory');
    const plan = page.getByRole('main').getByRole('region', { name: 'Plan this dive' });
    await plan.getByRole('link', { name: 'MOD calculator' }).click();
    await expect(page).toHaveURL(/\/tools\/mod-calculator\?depth=7&water=fresh&alt=176$/);
    await expect(page.getByLabel('Planned depth (m)')).toHaveValue('7');
    await expect(page.getByLabel('Water and pressure')).toHaveValue('fresh');
    await expect(page.getByLabel('Altitude of the water (m)')).toHaveValue('176');
    // Surface at 176 m: 1.01325 × (1 − 2.25577e-5 × 176)^5.25588 = 0.9923 bar;
    // MOD of EAN32 = (4.375 − 0.9923) × 10.197 = 34.49 m; best mix at 7 m: 1.4 / 1.6788 = 83 %.
    await expect(page.getByTestId('mod-result')).toHaveText('34.4 m');
    await expect(page.getByTestId('best-mix')).toHaveText('EAN83');
    await expect(page.getByTestId('convention')).toContainText('176 m above sea level');
    await expectNoAxeViolations(page);
  });

  test('EAD: EAN36 at 30 m, its ppO2 warning, and the table', DESKTOP_ONLY, async ({ page }) => {
    await page.goto('/tools/ead-calculator?water=tables');
    const ead = page.getByTestId('ead-result');
    // (30 + 10) × 0.64 / 0.79 − 10 = 22.405 m, rounded up to the next tenth.
    await expect(ead).toHaveText('22.5 m');
    // 0.36 × 4 bar = 1.44 bar: beyond the working limit.
    await expect(page.getByTestId('ppo2-result')).toHaveText('1.44 bar');
    await expect(page.getByText(/Beyond the working limit of 1\.4\sbar/)).toBeVisible();
    await type(page, 'Depth (m)', '20');
    // (20 + 10) × 0.64 / 0.79 − 10 = 14.30 m
    await expect(ead).toHaveText('14.4 m');
    await type(page, 'Depth (m)', '-5');
    await expect(page.getByText('Enter a value from 0 m to 250 m.')).toBeVisible();
    await type(page, 'Depth (m)', '30');
    await unitsSelect(page).selectOption('imperial');
    // 22.405 m = 73.51 ft → 73.6 ft
    await expect(ead).toHaveText('73.6 ft');
    await page.reload();
    await expect(page.getByLabel('Depth (ft)')).toHaveValue('98.4');
    await expect(ead).toHaveText('73.6 ft');
    await unitsSelect(page).selectOption('metric');
    await showChart(page, 'Equivalent air depth of EAN36');
    await openAllDisclosures(page);
    await expect(page.getByRole('table', { name: 'Equivalent air depth of EAN36' })).toContainText(
      '22.5 m',
    );
    await expectNoAxeViolations(page);
  });

  test(
    'SAC: the 12 L dive, the plan, a bad end pressure, and imperial',
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto('/tools/sac-calculator?water=tables');
      await type(page, 'Cylinder size (L)', '12');
      await type(page, 'Start pressure (bar)', '200');
      await type(page, 'End pressure (bar)', '100');
      await type(page, 'Dive time (min)', '20');
      await type(page, 'Average depth (m)', '15');
      // 100 bar × 12 L / 20 min / 2.5 bar = 24 L/min; 24 / 12 = 2 bar/min.
      await expect(page.getByTestId('rmv-result')).toHaveText('24 L/min');
      await expect(page.getByTestId('sac-result')).toHaveText('2 bar/min');
      // 30 minutes at 18 m at 24 L/min does not leave the minimum gas in 12 L.
      await expect(page.getByTestId('plan-verdict')).toHaveText('No');
      await type(page, 'Bottom time (min)', '10');
      await type(page, 'Planned depth (m)', '12');
      await expect(page.getByTestId('plan-verdict')).toHaveText('Yes');

      await type(page, 'End pressure (bar)', '250');
      await expect(
        page.getByText("The end pressure can't be higher than the start pressure."),
      ).toBeVisible();
      await expect(page.getByTestId('rmv-result')).toHaveText('—');
      await type(page, 'End pressure (bar)', '100');
      await expectNoAxeViolations(page);

      await unitsSelect(page).selectOption('imperial');
      await expect(page.getByLabel('Start pressure (psi)')).toHaveValue('2901');
      await expect(page.getByText('Cubic feet of gas per minute', { exact: false })).toBeVisible();
      // 24 L/min = 0.85 cu ft/min; 2 bar/min = 29 psi/min.
      await expect(page.getByTestId('rmv-result')).toHaveText('0.85 cu ft/min');
      await expect(page.getByTestId('sac-result')).toHaveText('29 psi/min');
      // 12 L × 3,000 psi (206.84 bar) = 2,482 L of free gas = 87.7 cu ft.
      await expect(page.getByLabel('Rated volume (cu ft)')).toHaveValue('87.7');
      await expect(page.getByLabel('Working pressure (psi)')).toHaveValue('3000');
      await unitsSelect(page).selectOption('metric');

      const shared = page.url();
      await page.goto('/tools');
      await page.goto(shared);
      await expect(page.getByLabel('End pressure (bar)')).toHaveValue('100');
      await expect(page.getByTestId('rmv-result')).toHaveText('24 L/min');
      await showChart(page, 'Gas remaining over the planned dive');
      await openAllDisclosures(page);
      await expect(
        page.getByRole('table', { name: 'Gas remaining over the planned dive' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );

  test(
    'imperial starts from round figures of its own and names its units',
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto('/tools/sac-calculator');
      await unitsSelect(page).selectOption('imperial');
      // An 80 cu ft cylinder from 3,000 to 500 psi, 40 ft average, 60 ft planned: not 200 bar,
      // 70 bar, 12 m and 18 m converted (2,901 psi, 1,015 psi, 39.4 ft, 59.1 ft).
      await expect(page.getByLabel('Rated volume (cu ft)')).toHaveValue('80');
      await expect(page.getByLabel('Start pressure (psi)')).toHaveValue('3000');
      await expect(page.getByLabel('End pressure (psi)')).toHaveValue('500');
      await expect(page.getByLabel('Average depth (ft)')).toHaveValue('40');
      await expect(page.getByLabel('Planned depth (ft)')).toHaveValue('60');
      await expect(page.getByText('Cubic feet of gas per minute', { exact: false })).toBeVisible();
      await expect(page.getByText('Litres of gas per minute', { exact: false })).toHaveCount(0);
      await unitsSelect(page).selectOption('metric');
      await expect(page.getByLabel('Cylinder size (L)')).toHaveValue('12');
      await expect(page.getByLabel('Start pressure (bar)')).toHaveValue('200');

      await page.goto('/tools/freediving-calculator');
      await expect(page.getByLabel('Target depth (m)')).toHaveValue('20');
      await unitsSelect(page).selectOption('imperial');
      await expect(page.getByLabel('Target depth (ft)')).toHaveValue('65');
      await expect(page.getByLabel('Descent speed (ft/s)')).toHaveValue('3');
    },
  );

  test(
    'freediving: Boyle at 30 m, a residual-volume error, and the tables',
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto('/tools/freediving-calculator?water=tables');
      await type(page, 'Target depth (m)', '30');
      await type(page, 'Breath at the surface (L)', '6');
      // 6 L × 1 bar / 4 bar = 1.5 L
      await expect(page.getByTestId('lung-result')).toHaveText('1.5 L');
      await type(page, 'Target depth (m)', '40');
      // 6 / 5 = 1.2 L, below a residual volume of 1.5 L.
      await expect(page.getByTestId('lung-result')).toHaveText('1.2 L');
      await expect(page.getByText(/Below your residual volume of 1\.5 L/)).toBeVisible();
      await type(page, 'Residual volume (L)', '8');
      await expect(
        page.getByText("The residual volume can't be larger than the breath you take."),
      ).toBeVisible();
      await type(page, 'Residual volume (L)', '1.5');
      // 40 m at 1 m/s each way: 80 s; rest: the longest of 160 s, 8 min and 80 s × 5 bar = 6:40.
      await expect(page.getByTestId('dive-time')).toHaveText('1:20');
      await expect(page.getByTestId('surface-interval')).toHaveText('8:00');
      await type(page, 'Static personal best (m:ss)', '4:00');
      const co2 = page.getByRole('table', { name: 'CO₂ table' });
      await expect(co2.getByRole('row')).toHaveCount(9);
      await expect(co2.getByRole('row').nth(1)).toContainText('2:00');
      await expect(co2.getByRole('row').nth(8)).toContainText('0:15');
      await type(page, 'Static personal best (m:ss)', 'soon');
      await expect(page.getByText('Enter a number.')).toBeVisible();
      await expect(
        page.getByText('Enter your static personal best to build the tables.'),
      ).toBeVisible();
      await showChart(page, 'Lung volume by depth');
      await expectNoAxeViolations(page);
    },
  );
});
