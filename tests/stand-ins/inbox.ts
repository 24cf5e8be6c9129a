import { LoopbackServer, escapeHtml, sendHtml, sendJson } from './http';
import type { SmtpStandIn } from './smtp';

/**
 * The SMTP catcher's inbox in a browser, for `npm start`: every mail the platform sent, newest
 * first. Mail bodies are shown as text, and the HTML version inside a sandboxed frame.
 */
export function inboxServer(smtp: SmtpStandIn, links: Record<string, string> = {}): LoopbackServer {
  return new LoopbackServer((req, res, url) => {
    if (req.method !== 'GET') return sendHtml(res, 405, 'Método no permitido');
    if (url.pathname === '/api/messages') {
      // Attachments by name and type: their bytes would swell the list a thousandfold.
      const listed = smtp.inbox.map((m) => ({
        ...m,
        attachments: m.attachments.map(({ content, ...a }) => ({ ...a, size: content.length })),
      }));
      return sendJson(res, 200, listed);
    }
    const one = /^\/mail\/(\d+)$/.exec(url.pathname);
    if (one) {
      const mail = smtp.inbox.find((m) => m.id === Number(one[1]));
      if (!mail) return sendHtml(res, 404, 'No encontrado');
      return sendHtml(
        res,
        200,
        page(
          mail.subject,
          `<p><a href="/">← Bandeja</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
            `<p>De: ${escapeHtml(mail.from)}<br>Para: ${escapeHtml(mail.envelopeTo.join(', '))}<br>${mail.receivedAt.toISOString()}</p>` +
            `<iframe sandbox title="HTML" style="width:100%;height:40vh;border:1px solid #ccc" srcdoc="${escapeHtml(mail.html)}"></iframe>` +
            `<pre style="white-space:pre-wrap">${escapeHtml(mail.text)}</pre>`,
        ),
      );
    }
    if (url.pathname !== '/') return sendHtml(res, 404, 'No encontrado');
    const rows = [...smtp.inbox]
      .reverse()
      .map(
        (m) =>
          `<tr><td>${m.receivedAt.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escapeHtml(m.envelopeTo.join(', '))}</td>` +
          `<td><a href="/mail/${m.id}">${escapeHtml(m.subject || '(sin asunto)')}</a></td></tr>`,
      )
      .join('');
    const other = Object.entries(links)
      .map(([label, href]) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`)
      .join(' · ');
    sendHtml(
      res,
      200,
      page(
        'Correo saliente',
        `<h1>Correo saliente (${smtp.inbox.length})</h1><p>${other}</p>` +
          `<table cellpadding="6"><thead><tr><th>Recibido (UTC)</th><th>Para</th><th>Asunto</th></tr></thead><tbody>${rows}</tbody></table>`,
      ),
    );
  });
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:sans-serif;margin:2rem">${body}</body></html>`;
