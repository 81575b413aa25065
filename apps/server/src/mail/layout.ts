import { escapeHtml } from '@app/domain';

/** The frame of every e-mail: readable on a phone, with the organisation's signature in the e-mail's language. */
export function emailLayout(options: { lang: string; title: string; body: string; footerHtml: string }): string {
  return `<!doctype html>
<html lang="${options.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#212121;background:#ffffff">
<div style="max-width:600px;margin:0 auto">
${options.body}
<div style="margin-top:24px;padding-top:12px;border-top:1px solid #e0e0e0;color:#555555;font-size:14px">${options.footerHtml}</div>
</div>
</body>
</html>`;
}
