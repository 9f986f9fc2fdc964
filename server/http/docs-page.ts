type Json = unknown;
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Json }[];
  requestBody?: { content?: Record<string, { schema?: Json }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Json }> }>;
  security?: unknown[];
};
type Document = {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function schemaBlock(schema: Json): string {
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

function operationHtml(path: string, method: string, op: Operation): string {
  const params = op.parameters?.length
    ? `<table><thead><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = op.requestBody?.content
    ? Object.entries(op.requestBody.content)
        .map(([type, c]) => `<h4>Request body (${escapeHtml(type)})</h4>${schemaBlock(c.schema ?? {})}`)
        .join('')
    : '';
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => {
      const json = r.content?.['application/json']?.schema;
      return `<details><summary><strong>${escapeHtml(status)}</strong> ${escapeHtml(r.description ?? '')}</summary>${json ? schemaBlock(json) : ''}</details>`;
    })
    .join('');
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-');
  return `<section class="op" id="${escapeHtml(id)}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>/api${escapeHtml(path)}</code></h3>${
    op.summary ? `<p>${escapeHtml(op.summary)}</p>` : ''
  }${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}${op.security?.length ? '<p><em>Requires a bearer token.</em></p>' : ''}${params}${body}<h4>Responses</h4>${responses}</section>`;
}

/**
 * A readable API reference rendered on the server from the OpenAPI document: no third-party
 * script or CDN, so it works offline and under our Content-Security-Policy.
 */
export function docsPage(openapi: { info: Document['info']; paths?: object }): string {
  const doc = openapi as Document;
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      const list = byTag.get(tag) ?? [];
      list.push(operationHtml(path, method, op));
      byTag.set(tag, list);
    }
  }
  const tags = [...byTag.keys()].sort();
  const nav = tags.map((t) => `<li><a href="#tag-${escapeHtml(t)}">${escapeHtml(t)}</a></li>`).join('');
  const sections = tags
    .map((t) => `<h2 id="tag-${escapeHtml(t)}">${escapeHtml(t)}</h2>${byTag.get(t)!.join('')}`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(
    doc.info.title,
  )} reference</title><style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:1rem;color:#1a1a1a}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f5f5f7;padding:.75rem;overflow:auto;border-radius:6px}
.op{border:1px solid #e2e2e6;border-radius:8px;padding:0 1rem .5rem;margin:1rem 0}.m{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;color:#fff;padding:0 .4em;font-size:13px}
.get{background:#2f7d32}.post{background:#1565c0}.put{background:#8e5b00}.patch{background:#6a1b9a}.delete{background:#b71c1c}
table{border-collapse:collapse}td,th{border:1px solid #e2e2e6;padding:.2rem .5rem;text-align:left}
</style></head><body><header><h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1><p>${escapeHtml(
    doc.info.description ?? '',
  )}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p></header><nav aria-label="Sections"><ul>${nav}</ul></nav><main>${sections}</main></body></html>`;
}
