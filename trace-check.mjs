import { chromium, devices } from 'playwright';
import { readFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const path = process.argv[2] ?? '/popup/21';
const ctx = await browser.newContext({ ...devices['Moto G4'] });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
await page.goto('http://localhost:3400' + path, { waitUntil: 'load' });
await page.waitForTimeout(5000);
await browser.stopTracing();
await browser.close();
const events = JSON.parse(readFileSync('/tmp/trace.json', 'utf8')).traceEvents;
const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 50_000).sort((a, b) => a.ts - b.ts);
const t0 = onMain.find((e) => e.name === 'navigationStart' || e.name === 'ResourceSendRequest')?.ts ?? tasks[0]?.ts;
let tbt = 0;
for (const task of tasks) {
  tbt += task.dur / 1000 - 50;
  const inner = onMain.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e.dur > 3000 && e.name !== 'RunTask');
  const summary = {};
  for (const e of inner) {
    const label = e.name + (e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop().slice(0, 30) : '') + (e.args?.data?.functionName ? ' ' + e.args.data.functionName : '');
    summary[label] = Math.max(summary[label] ?? 0, Math.round(e.dur / 1000));
  }
  const top = Object.entries(summary).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k}=${v}`).join('; ');
  console.log(`@${Math.round((task.ts - t0) / 1000)}ms ${Math.round(task.dur / 1000)}ms :: ${top}`);
}
console.log('TBT-ish (4x, observed):', Math.round(tbt));
