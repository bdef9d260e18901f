import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, DESKTOP_ONLY } from '../fixtures.ts';

interface ContactForm {
  name: Locator;
  email: Locator;
  topic: Locator;
  message: Locator;
  submit: Locator;
}

function contactForm(page: Page): ContactForm {
  const main = page.getByRole('main');
  return {
    name: main.getByRole('textbox', { name: /name/i }),
    email: main.getByRole('textbox', { name: /e-?mail/i }),
    topic: main.getByRole('combobox', { name: /^topic/i }),
    message: main.getByRole('textbox', { name: /^message/i }),
    submit: main.getByRole('button', { name: 'Send message' }),
  };
}

const VALID = {
  name: 'Ada Diver',
  email: 'ada.diver@example.com',
  topicLabel: 'Correct a dive spot or species',
  topicValue: 'correction',
  message: 'The maximum depth listed for the Blue Hole looks wrong: it should be about 124 m.',
};

async function fillValid(form: ContactForm, suffix: string): Promise<void> {
  await form.name.fill(VALID.name);
  await form.email.fill(VALID.email);
  await form.topic.selectOption({ label: VALID.topicLabel });
  await form.message.fill(`${VALID.message} (${suffix})`);
}

test.describe('contact form', () => {
  test('a valid message is stored and acknowledged with a reference', async ({
    page,
  }, testInfo) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await expect(form.name).toBeVisible();
    await expectNoAxeViolations(page);

    await fillValid(form, testInfo.project.name);
    const responsePromise = page.waitForResponse(
      (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
    );
    await form.submit.click();
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as Record<string, string>;
    expect(sent).toMatchObject({ name: VALID.name, email: VALID.email, topic: VALID.topicValue });
    const { id } = (await response.json()) as { id: string };
    expect(id).toBeTruthy();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Message sent' })).toBeFocused();
    await expect(main.getByText(/Thanks/)).toContainText(
      `Thanks, ${VALID.name}, your message reference is ${id}`,
    );
    await expectNoAxeViolations(page);
  });

  test('client-side validation shows an error under each invalid field and sends nothing', async ({
    page,
  }) => {
    let posts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact') && r.method() === 'POST') posts++;
    });
    await page.goto('/contact');
    const form = contactForm(page);

    await form.submit.click();
    await expect(form.name).toHaveAttribute('aria-invalid', 'true');
    await expect(form.name).toHaveAccessibleDescription(/Please enter your name\./);
    await expect(form.email).toHaveAccessibleDescription(/Please enter your e-mail address\./);
    await expect(form.topic).toHaveAccessibleDescription(/Please choose a topic\./);
    await expect(form.message).toHaveAccessibleDescription(/Please write/);
    // Focus goes to the first invalid field.
    await expect(form.name).toBeFocused();
    await expectNoAxeViolations(page);

    await form.name.fill(VALID.name);
    await form.email.fill('not-an-email');
    await form.message.fill('Too short');
    await form.submit.click();
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toHaveAccessibleDescription(/Please enter a valid e-mail address\./);
    await expect(form.message).toHaveAccessibleDescription(/Please write at least 10 characters\./);
    await expect(form.name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(posts).toBe(0);
  });

  test(
    'the server rejects bad input with 400 and a message per field',
    DESKTOP_ONLY,
    async ({ page }) => {
      const res = await page.request.post('/api/contact', {
        data: { name: 'Ada', email: 'not-an-email', topic: 'general', message: 'short' },
      });
      expect(res.status()).toBe(400);
      const body = (await res.json()) as {
        status: number;
        code: string;
        message: string;
        detail?: { fields?: { field: string; message: string }[] };
      };
      expect(body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(body.detail?.fields).toEqual(
        expect.arrayContaining([
          { field: 'email', message: 'Please enter a valid e-mail address.' },
          { field: 'message', message: 'Please write at least 10 characters.' },
        ]),
      );
      expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules/);

      const unknownTopic = await page.request.post('/api/contact', {
        data: {
          name: 'Ada',
          email: 'ada@example.com',
          topic: 'spam',
          message: 'Long enough text.',
        },
      });
      expect(unknownTopic.status()).toBe(400);
      expect(await unknownTopic.json()).toMatchObject({
        detail: { fields: [{ field: 'topic', message: 'Please choose a topic.' }] },
      });

      const notJson = await page.request.post('/api/contact', {
        headers: { 'content-type': 'application/json' },
        data: Buffer.from('{"name":'),
      });
      expect(notJson.status()).toBe(400);
      expect(await notJson.json()).toMatchObject({ status: 400, code: 'INVALID_JSON' });
    },
  );

  test('nothing is lost when sending fails: values stay and a resend succeeds', async ({
    page,
    allowConsoleErrors,
  }, testInfo) => {
    allowConsoleErrors(/net::ERR_FAILED|Failed to load resource|Failed to fetch/i);
    await page.goto('/contact');
    const form = contactForm(page);
    await fillValid(form, `retry ${testInfo.project.name}`);

    // The first send fails as on a dropped connection.
    await page.route(
      '**/api/contact',
      (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.fallback()),
      { times: 1 },
    );
    await form.submit.click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert.first()).toBeVisible();
    await expect(form.name).toHaveValue(VALID.name);
    await expect(form.email).toHaveValue(VALID.email);
    await expect(form.topic).toHaveValue(VALID.topicValue);
    await expect(form.message).toHaveValue(`${VALID.message} (retry ${testInfo.project.name})`);
    await expectNoAxeViolations(page);

    await page.unrouteAll({ behavior: 'wait' });
    const responsePromise = page.waitForResponse(
      (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
    );
    await form.submit.click();
    expect((await responsePromise).status()).toBe(201);
    await expect(
      page
        .getByRole('main')
        .getByText(/Thanks/)
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
