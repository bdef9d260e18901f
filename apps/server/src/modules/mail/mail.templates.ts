import type { Mail } from './mail.service.ts';
import { escapeHtml } from '../../lib/html.ts';

/** The product's frame around a mail body: plain text and a simple, inline-styled HTML. */
function branded(opts: {
  to: string;
  subject: string;
  intro: string;
  highlight: string;
  outro: string;
  devNote?: string;
  /** When set, `highlight` is a link, shown in the HTML as a button with this label. */
  linkLabel?: string;
}): Mail {
  const text = [
    'DiveSpot',
    '',
    opts.intro,
    '',
    `    ${opts.highlight}`,
    '',
    opts.outro,
    '',
    '— The DiveSpot team · Find where to dive next',
  ].join('\n');
  const highlight = opts.linkLabel
    ? `<a href="${escapeHtml(opts.highlight)}" style="display:inline-block;background:#0369a1;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(opts.linkLabel)}</a>`
    : `<div style="font-size:32px;letter-spacing:8px;font-weight:700;color:#0c4a6e">${escapeHtml(opts.highlight)}</div>`;
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f0f9ff;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#fff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:700;color:#0369a1">DiveSpot</td></tr>
<tr><td style="padding-top:16px;font-size:16px;line-height:1.5">${escapeHtml(opts.intro)}</td></tr>
<tr><td align="center" style="padding:24px 0">${highlight}</td></tr>
<tr><td style="font-size:14px;line-height:1.5;color:#475569">${escapeHtml(opts.outro)}</td></tr>
<tr><td style="padding-top:24px;font-size:12px;color:#94a3b8">The DiveSpot team · Find where to dive next</td></tr>
</table></td></tr></table></body></html>`;
  return {
    to: opts.to,
    subject: opts.subject,
    text,
    html,
    ...(opts.devNote ? { devNote: opts.devNote } : {}),
  };
}

/** The registration code mail (docs/product/states.md "Verification"). */
export function registrationCodeMail(to: string, code: string, minutes: number): Mail {
  return branded({
    to,
    subject: `${code} is your DiveSpot verification code`,
    intro:
      'Welcome to DiveSpot! Enter this code to confirm your email address and finish creating your account:',
    highlight: code,
    outro: `The code is valid for ${minutes} minutes. If you did not ask for it, you can ignore this email.`,
    devNote: `registration code for ${to} is ${code}`,
  });
}

/** The password reset mail, with a link to the page that completes it. */
export function passwordResetMail(to: string, link: string, minutes: number): Mail {
  return branded({
    to,
    subject: 'Reset your DiveSpot password',
    intro:
      'Someone (hopefully you) asked to reset the password of your DiveSpot account. Follow this link to choose a new one:',
    highlight: link,
    linkLabel: 'Choose a new password',
    outro: `The link is valid for ${minutes} minutes and works once. If you did not ask for it, ignore this email: your password stays as it is.`,
    devNote: `password reset link for ${to}: ${link}`,
  });
}
