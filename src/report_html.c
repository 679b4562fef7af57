/*
 * report_html.c - one self-contained page for a pattern: every access with
 * the picture of report_svg.c, a warp selector, and a slider per parameter
 * that steps through values evaluated in advance (sweep_explore). The
 * figures are written into the page as data; the page's script only draws
 * them. No network, no external script: it opens from the file system.
 *
 * When the script has drawn, <body> carries data-drawn="N" (the pictures
 * drawn); a script error puts data-error on it and shows the message.
 * tests/html.sh reads both from headless Chromium.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "report.h"
#include "sweep.h"

/* A JavaScript string literal that cannot end the <script> element. */
static void
js_string(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s != '\0'; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c < 0x20 || c == 0x7f || c == '<' || c == '>' || c == '&')
			fprintf(f, "\\u%04x", c);
		else
			fputc(c, f);
	}
	fputc('"', f);
}

static void
ints(FILE *f, const char *key, const int *v, int n)
{
	int i;

	fprintf(f, ",\"%s\":[", key);
	for (i = 0; i < n; i++)
		fprintf(f, "%s%d", i ? "," : "", v[i]);
	fputc(']', f);
}

/* The detail of one request, as the script draws it. */
static void
detail(FILE *f, const eval_access *ea)
{
	const sim_detail *d = &ea->detail;
	int v[SIM_WARP], l, u, ph;

	fprintf(f, "{\"w\":%llu,\"a\":%lu,\"size\":%u", (unsigned long long)
	        ea->detail_warp, (unsigned long)d->active, d->size);
	fprintf(f, ",\"c\":{\"sectors\":%u,\"ideal_sectors\":%u,\"useful\":%u,"
	        "\"wavefronts\":%u,\"ideal_wavefronts\":%u,\"distinct\":%u}",
	        d->counts.sectors, d->counts.ideal_sectors,
	        d->counts.useful_bytes, d->counts.wavefronts,
	        d->counts.ideal_wavefronts, d->counts.distinct);
	if (d->space != SIM_SHARED) {
		for (l = 0; l < SIM_WARP; l++)
			v[l] = d->lane_unit[l];
		ints(f, "lu", v, SIM_WARP);
		for (l = 0; l < SIM_WARP; l++)
			v[l] = (int)(ea->detail_addr[l] % SIM_SECTOR);
		ints(f, "off", v, SIM_WARP);
		fputs(",\"u\":[", f);
		for (u = 0; u < d->nunits; u++)
			fprintf(f, "%s\"0x%llx\"", u ? "," : "",
			        (unsigned long long)d->unit[u] *
			        (d->space == SIM_GLOBAL ? SIM_SECTOR : 1));
		fputs("],\"uu\":[", f);
		for (u = 0; u < d->nunits; u++)
			fprintf(f, "%s%lu", u ? "," : "", (unsigned long)d->unit_used[u]);
		fputs("]}", f);
		return;
	}
	for (l = 0; l < SIM_WARP; l++)
		v[l] = d->lane_bank[l];
	ints(f, "lb", v, SIM_WARP);
	for (l = 0; l < SIM_WARP; l++)
		v[l] = d->lane_phase[l];
	ints(f, "lp", v, SIM_WARP);
	for (l = 0; l < SIM_WARP; l++)
		v[l] = d->lane_nwords[l];
	ints(f, "nw", v, SIM_WARP);
	/* words as strings: a 64-bit word number need not fit a double */
	fputs(",\"wd\":[", f);
	for (l = 0; l < SIM_WARP; l++)
		fprintf(f, "%s\"%llu\"", l ? "," : "",
		        (unsigned long long)d->lane_word[l]);
	fprintf(f, "],\"m\":%s,\"ph\":[", d->merged ? "true" : "false");
	for (ph = 0; ph < d->nphases; ph++)
		fprintf(f, "%s%lu", ph ? "," : "", (unsigned long)d->phase_lanes[ph]);
	fputs("],\"bw\":[", f);
	for (ph = 0; ph < d->nphases; ph++) {
		for (l = 0; l < SIM_BANKS; l++)
			v[l] = d->bank_words[ph][l];
		fprintf(f, "%s[", ph ? "," : "");
		for (l = 0; l < SIM_BANKS; l++)
			fprintf(f, "%s%d", l ? "," : "", v[l]);
		fputc(']', f);
	}
	fputs("]}", f);
}

static void
point(FILE *f, const sweep_point *pt)
{
	const pat_program *p = pt->p;
	int i, w;

	fputs("{\"param\":", f);
	if (pt->param != NULL)
		js_string(f, pt->param);
	else
		fputs("null", f);
	fprintf(f, ",\"value\":%lld,\"warps\":%llu,\"shown\":%d,\"access\":[\n",
	        (long long)pt->value, (unsigned long long)pt->r[0].warps,
	        pt->nwarps);
	for (i = 0; i < p->naccesses; i++) {
		const pat_stmt *s = p->accesses[i];
		const eval_access *ea = &pt->r[0].access[i];
		char fig[256];
		fprintf(f, "{\"line\":%d,\"text\":", s->loc.line);
		js_string(f, s->text);
		fprintf(f, ",\"space\":\"%s\",\"type\":",
		        pat_space_name(s->u.access.array->space));
		js_string(f, s->u.access.field ? s->u.access.field->type->name
		                               : s->u.access.array->type->name);
		fprintf(f, ",\"size\":%u,\"store\":%s,\"requests\":%llu,"
		        "\"figures\":", s->u.access.size,
		        s->u.access.store ? "true" : "false",
		        (unsigned long long)ea->stats.requests);
		report_figures(fig, sizeof(fig), s, &ea->stats);
		js_string(f, fig);
		fputs(",\"det\":[", f);
		for (w = 0; w < pt->nwarps; w++) {
			const eval_access *wa = &pt->r[w].access[i];
			fputs(w ? "," : "", f);
			if (wa->has_detail)
				detail(f, wa);
			else
				fputs("null", f);
		}
		fprintf(f, "]}%s\n", i + 1 < p->naccesses ? "," : "");
	}
	fputs("]}", f);
}

/* The page's script: draws the pictures of report_svg.c from DATA. */
static const char script[] =
"'use strict';\n"
"const NS = 'http://www.w3.org/2000/svg';\n"
"const X0 = 84, PITCH = 28, BOX = 24, ROWW = 32 * PITCH - (PITCH - BOX);\n"
"const GROUP = ['#4c78a8', '#f58518', '#54a24b', '#b279a2', '#72b7b2',\n"
"  '#9d755d', '#eeca3b', '#bab0ac'];\n"
"const USED = '#4c78a8', WASTE = '#f2a7a3', OK = '#b9dcb0', HOT = '#d62728',\n"
"  IDLE = '#e6e6e6';\n"
"function el(parent, name, attrs, text) {\n"
"  const e = document.createElementNS(NS, name);\n"
"  for (const k in attrs) e.setAttribute(k, attrs[k]);\n"
"  if (text !== undefined) e.textContent = text;\n"
"  parent.appendChild(e);\n"
"  return e;\n"
"}\n"
"function lx(l) { return X0 + l * PITCH; }\n"
"function on(d, l) { return ((d.a >>> l) & 1) === 1; }\n"
"function plural(n) { return n === 1 ? '' : 's'; }\n"
"function label(g, x, y, s, cls, anchor, fill) {\n"
"  const a = {x: x, y: y, class: cls || 's'};\n"
"  if (anchor) a['text-anchor'] = anchor;\n"
"  if (fill) a.fill = fill;\n"
"  return el(g, 'text', a, s);\n"
"}\n"
"function legend(g, y, items) {\n"
"  let x = X0;\n"
"  for (const it of items) {\n"
"    const r = {x: x, y: y - 10, width: 14, height: 12, fill: it[0]};\n"
"    Object.assign(r, it[1]);\n"
"    el(g, 'rect', r);\n"
"    label(g, x + 19, y, it[2]);\n"
"    x += 19 + 6.3 * it[2].length + 22;\n"
"  }\n"
"}\n"
"function lanes(g, y, d, group, ring) {\n"
"  label(g, X0 - 8, y + 17, 'lane', 's', 'end');\n"
"  for (let l = 0; l < 32; l++) {\n"
"    const a = {x: lx(l), y: y, width: BOX, height: 24, rx: 3,\n"
"      fill: on(d, l) ? GROUP[group[l] % 8] : IDLE};\n"
"    if (!on(d, l)) { a.stroke = '#999'; a['stroke-dasharray'] = '2 2'; }\n"
"    else if (ring && ring[l]) { a.stroke = HOT; a['stroke-width'] = 2.5; }\n"
"    el(g, 'rect', a);\n"
"    label(g, lx(l) + BOX / 2, y + 16, String(l), 'n', null,\n"
"      on(d, l) ? null : '#999');\n"
"  }\n"
"}\n"
"function line(g, x1, y1, x2, y2, color, extra) {\n"
"  const a = {x1: x1, y1: y1, x2: x2, y2: y2, stroke: color,\n"
"    'stroke-width': 1.4};\n"
"  Object.assign(a, extra || {});\n"
"  el(g, 'line', a);\n"
"}\n"
"function units(g, y, d, acc, global) {\n"
"  const n = d.u.length, gap = 6;\n"
"  let sw = Math.min(global ? 150 : 110, (ROWW - (n - 1) * gap) / Math.max(n, 1));\n"
"  const sx0 = X0 + (ROWW - (n * sw + (n - 1) * gap)) / 2, ys = y + 120;\n"
"  const group = d.lu.map(u => Math.max(u, 0));\n"
"  for (let l = 0; l < 32; l++) {\n"
"    if (!on(d, l) || d.lu[l] < 0) continue;\n"
"    const u = d.lu[l];\n"
"    const x2 = sx0 + u * (sw + gap) + (global ? (d.off[l] + d.size / 2) / 32 * sw\n"
"      : sw / 2);\n"
"    line(g, lx(l) + BOX / 2, y + 24, x2, ys, GROUP[u % 8]);\n"
"  }\n"
"  lanes(g, y, d, group, null);\n"
"  label(g, X0 - 8, ys + (global ? 22 : 17), global ? 'sector' : 'address',\n"
"    's', 'end');\n"
"  for (let u = 0; u < n; u++) {\n"
"    const x = sx0 + u * (sw + gap);\n"
"    if (global) {\n"
"      for (let b = 0; b < 32;) {\n"
"        const used = (d.uu[u] >>> b) & 1;\n"
"        let e = b;\n"
"        while (e < 32 && ((d.uu[u] >>> e) & 1) === used) e++;\n"
"        el(g, 'rect', {x: x + b * sw / 32, y: ys, width: (e - b) * sw / 32,\n"
"          height: 34, fill: used ? USED : WASTE});\n"
"        b = e;\n"
"      }\n"
"      el(g, 'rect', {x: x, y: ys, width: sw, height: 34, fill: 'none',\n"
"        stroke: '#333'});\n"
"      if (sw >= 70) label(g, x + sw / 2, ys + 50, d.u[u], 's', 'middle');\n"
"      else {\n"
"        const t = label(g, x + sw / 2, ys + 44, d.u[u]);\n"
"        t.setAttribute('transform', 'rotate(60 ' + (x + sw / 2) + ' ' +\n"
"          (ys + 44) + ')');\n"
"      }\n"
"    } else {\n"
"      el(g, 'rect', {x: x, y: ys, width: sw, height: 24,\n"
"        fill: n > 1 ? '#f6c6c6' : OK, stroke: '#333'});\n"
"      label(g, x + sw / 2, ys + 16, String(u + 1), 'n', null, '#222');\n"
"    }\n"
"    el(g, 'rect', {x: x, y: ys - 5, width: sw, height: 4, fill: GROUP[u % 8]});\n"
"  }\n"
"  const c = d.c;\n"
"  if (!global) {\n"
"    label(g, X0, ys + 52, 'this request: ' + c.distinct + ' distinct address' +\n"
"      (c.distinct === 1 ? '' : 'es') + ', served one after another', 'f');\n"
"    return ys + 66 - y;\n"
"  }\n"
"  const yf = ys + (sw >= 70 ? 78 : 114);\n"
"  label(g, X0, yf, 'this request: ' + c.sectors + ' sector' + plural(c.sectors) +\n"
"    ' where ' + c.ideal_sectors + ' would do; ' + c.useful + ' of ' +\n"
"    c.sectors * 32 + ' bytes ' + (acc.store ? 'carry data' : 'used'), 'f');\n"
"  legend(g, yf + 22, [[USED, {}, acc.store ? 'bytes written' : 'bytes used'],\n"
"    [WASTE, {}, acc.store ? 'bytes untouched (waste)' :\n"
"      'bytes fetched, unused (waste)'],\n"
"    [IDLE, {stroke: '#999', 'stroke-dasharray': '2 2'}, 'inactive lane']]);\n"
"  return yf + 36 - y;\n"
"}\n"
"function bankFill(n) {\n"
"  if (n === 0) return '#fff';\n"
"  if (n === 1) return OK;\n"
"  return n < 3 ? '#f6c6c6' : n < 5 ? '#f09494' : n < 9 ? '#e65c5c' : HOT;\n"
"}\n"
"function banks(g, y, d) {\n"
"  const yb = y + 120, group = d.lp.map(p => Math.max(p, 0));\n"
"  const hot = [], shared = [];\n"
"  for (let l = 0; l < 32; l++) {\n"
"    const p = d.lp[l];\n"
"    hot[l] = shared[l] = false;\n"
"    if (!on(d, l) || p < 0) continue;\n"
"    for (let k = 0; k < d.nw[l]; k++)\n"
"      if (d.bw[p][(d.lb[l] + k) % 32] > 1) hot[l] = true;\n"
"    for (let k = 0; k < 32; k++)\n"
"      if (k !== l && on(d, k) && d.lp[k] === p && d.wd[k] === d.wd[l])\n"
"        shared[l] = true;\n"
"  }\n"
"  for (let l = 0; l < 32; l++) {\n"
"    if (!on(d, l) || d.lp[l] < 0) continue;\n"
"    const n = Math.max(d.nw[l], 1);\n"
"    let x2 = lx(d.lb[l]) + BOX / 2;\n"
"    if (d.lb[l] + n <= 32) x2 += (n - 1) * PITCH / 2;\n"
"    line(g, lx(l) + BOX / 2, y + 24, x2, yb, hot[l] ? HOT : GROUP[group[l] % 8],\n"
"      shared[l] ? {'stroke-width': 1.6, 'stroke-dasharray': '4 3'} : {});\n"
"  }\n"
"  lanes(g, y, d, group, hot);\n"
"  const np = d.ph.length;\n"
"  for (let ph = 0; ph < np; ph++) {\n"
"    const yr = yb + ph * 28;\n"
"    let lo = -1, hi = -1;\n"
"    for (let l = 0; l < 32; l++)\n"
"      if ((d.ph[ph] >>> l) & 1) { if (lo < 0) lo = l; hi = l; }\n"
"    label(g, X0 - 8, yr + 16, np > 1 ? 'lanes ' + lo + '-' + hi : 'words', 's',\n"
"      'end', np > 1 ? GROUP[ph % 8] : null);\n"
"    for (let b = 0; b < 32; b++) {\n"
"      const n = d.bw[ph][b];\n"
"      el(g, 'rect', {x: lx(b), y: yr, width: BOX, height: 22, fill: bankFill(n),\n"
"        stroke: '#bbb'});\n"
"      if (n > 0) label(g, lx(b) + BOX / 2, yr + 15, String(n), 'n', null,\n"
"        n > 4 ? null : '#222');\n"
"    }\n"
"  }\n"
"  const ye = yb + np * 28, c = d.c;\n"
"  label(g, X0 - 8, ye + 12, 'bank', 's', 'end');\n"
"  for (let b = 0; b < 32; b++) label(g, lx(b) + BOX / 2, ye + 12, String(b), 's',\n"
"    'middle');\n"
"  label(g, X0, ye + 40, 'this request: ' + c.wavefronts + ' wavefront' +\n"
"    plural(c.wavefronts) + (c.wavefronts > c.ideal_wavefronts ? ' where ' +\n"
"    c.ideal_wavefronts + ' would do' : '') + (np > 1 ?\n"
"    '; served in phases of lanes' : d.m ?\n"
"    '; lanes in pairs read one address, so the phases merge' : '') +\n"
"    (d.size > DATA.bank_bytes ? '; a lane spans several banks' : ''), 'f');\n"
"  legend(g, ye + 62, [[OK, {stroke: '#bbb'}, '1 word: no conflict'],\n"
"    ['#f09494', {stroke: '#bbb'}, 'n words: an n-way conflict'],\n"
"    ['none', {stroke: HOT, 'stroke-width': 2.5}, 'lane in a conflict'],\n"
"    ['none', {stroke: '#555', 'stroke-dasharray': '3 2'},\n"
"      'dashed: a word shared (broadcast)']]);\n"
"  return ye + 76 - y;\n"
"}\n"
"function picture(acc, d) {\n"
"  const svg = document.createElementNS(NS, 'svg');\n"
"  svg.setAttribute('xmlns', NS);\n"
"  const g = el(svg, 'g', {});\n"
"  const h = acc.space === 'shared' ? banks(g, 4, d) :\n"
"    units(g, 4, d, acc, acc.space === 'global');\n"
"  svg.setAttribute('width', 1000);\n"
"  svg.setAttribute('height', Math.ceil(h + 8));\n"
"  svg.setAttribute('viewBox', '0 0 1000 ' + Math.ceil(h + 8));\n"
"  return svg;\n"
"}\n"
"const state = {point: 0, warp: 0};\n"
"function findPoint(param, value) {\n"
"  for (let i = 0; i < DATA.points.length; i++) {\n"
"    const p = DATA.points[i];\n"
"    if (p.param === param && p.value === value) return i;\n"
"  }\n"
"  return 0;\n"
"}\n"
"function draw() {\n"
"  const pt = DATA.points[state.point];\n"
"  const main = document.getElementById('accesses');\n"
"  main.textContent = '';\n"
"  const warp = Math.min(state.warp, pt.shown - 1);\n"
"  document.getElementById('warpinfo').textContent = 'warp ' + warp + ' of ' +\n"
"    pt.warps + (pt.shown < pt.warps ? ' (the first ' + pt.shown +\n"
"    ' can be shown)' : '');\n"
"  let drawn = 0;\n"
"  pt.access.forEach(function (acc, i) {\n"
"    const sec = document.createElement('section');\n"
"    const h = document.createElement('h2');\n"
"    h.textContent = 'line ' + acc.line + ': ' + acc.text;\n"
"    sec.appendChild(h);\n"
"    const p = document.createElement('p');\n"
"    p.textContent = acc.space + ' ' + acc.type + ', ' + acc.size + ' byte' +\n"
"      plural(acc.size) + ' a lane, ' + (acc.store ? 'store' : 'load') +\n"
"      (acc.requests ? ': ' + acc.figures : ': never executed');\n"
"    sec.appendChild(p);\n"
"    const d = acc.det[warp];\n"
"    const note = document.createElement('p');\n"
"    note.className = 'note';\n"
"    if (d) {\n"
"      note.textContent = 'warp ' + d.w + ', first request';\n"
"      sec.appendChild(note);\n"
"      sec.appendChild(picture(acc, d));\n"
"      drawn++;\n"
"    } else if (acc.requests) {\n"
"      note.textContent = 'warp ' + warp + ' does not execute this access';\n"
"      sec.appendChild(note);\n"
"    }\n"
"    sec.id = 'access-' + i;\n"
"    main.appendChild(sec);\n"
"  });\n"
"  document.body.setAttribute('data-drawn', drawn);\n"
"  document.body.setAttribute('data-view', (pt.param ? pt.param + '=' +\n"
"    pt.value + ' ' : '') + 'warp ' + warp);\n"
"}\n"
"function setup() {\n"
"  const ctl = document.getElementById('controls');\n"
"  const base = DATA.points[0];\n"
"  const warp = document.getElementById('warp');\n"
"  warp.max = Math.max(base.shown - 1, 0);\n"
"  warp.addEventListener('input', function () {\n"
"    state.warp = Math.max(0, Math.min(Number(warp.value) || 0, warp.max));\n"
"    draw();\n"
"  });\n"
"  const sliders = [];\n"
"  DATA.params.forEach(function (par) {\n"
"    if (par.values.length < 2) return;\n"
"    const row = document.createElement('label');\n"
"    const name = document.createElement('span');\n"
"    name.textContent = par.name + ' = ';\n"
"    const val = document.createElement('b');\n"
"    const s = document.createElement('input');\n"
"    s.type = 'range'; s.min = 0; s.max = par.values.length - 1; s.step = 1;\n"
"    s.value = par.values.indexOf(par.base);\n"
"    val.textContent = par.base;\n"
"    s.setAttribute('aria-label', par.name);\n"
"    s.addEventListener('input', function () {\n"
"      const v = par.values[Number(s.value)];\n"
"      val.textContent = v;\n"
"      for (const o of sliders) if (o.s !== s) {\n"
"        o.s.value = o.par.values.indexOf(o.par.base);\n"
"        o.val.textContent = o.par.base;\n"
"      }\n"
"      state.point = v === par.base ? 0 : findPoint(par.name, v);\n"
"      const pt = DATA.points[state.point];\n"
"      warp.max = Math.max(pt.shown - 1, 0);\n"
"      if (state.warp > warp.max) { state.warp = Number(warp.max); warp.value = warp.max; }\n"
"      draw();\n"
"    });\n"
"    sliders.push({s: s, val: val, par: par});\n"
"    row.appendChild(name); row.appendChild(val); row.appendChild(s);\n"
"    ctl.appendChild(row);\n"
"  });\n"
"  /* a view to link to: #warp=3&stride=8 */\n"
"  for (const kv of location.hash.slice(1).split('&')) {\n"
"    const [k, v] = kv.split('=');\n"
"    if (k === 'warp') { warp.value = v; state.warp = Math.max(0,\n"
"      Math.min(Number(v) || 0, warp.max)); }\n"
"    for (const o of sliders) if (o.par.name === k) {\n"
"      const i = o.par.values.indexOf(Number(v));\n"
"      if (i >= 0) { o.s.value = i; o.s.dispatchEvent(new Event('input')); }\n"
"    }\n"
"  }\n"
"  draw();\n"
"}\n"
"window.addEventListener('error', function (e) {\n"
"  document.body.setAttribute('data-error', e.message);\n"
"  const b = document.getElementById('error');\n"
"  b.textContent = 'script error: ' + e.message;\n"
"  b.hidden = false;\n"
"});\n"
"setup();\n";

static const char css[] =
"body { font-family: 'DejaVu Sans', Verdana, Arial, sans-serif; color: #222;\n"
"  margin: 1.5em; max-width: 1040px; }\n"
"h1 { font-size: 1.3em; margin: 0; }\n"
"h2 { font-family: 'DejaVu Sans Mono', Menlo, Consolas, monospace;\n"
"  font-size: 1em; margin: 1.6em 0 0.2em; border-top: 1px solid #ccc;\n"
"  padding-top: 0.8em; }\n"
"p { margin: 0.2em 0; }\n"
".note { color: #777; font-size: 0.8em; }\n"
"#controls { position: sticky; top: 0; background: #f6f6f6; padding: 0.6em;\n"
"  border: 1px solid #ddd; display: flex; flex-wrap: wrap; gap: 1.5em;\n"
"  align-items: center; z-index: 1; }\n"
"#controls input[type=range] { vertical-align: middle; width: 14em; }\n"
"#controls input[type=number] { width: 5em; }\n"
"#error { background: #fdd; border: 1px solid #d62728; padding: 0.5em; }\n"
"svg text { font-family: 'DejaVu Sans', Verdana, Arial, sans-serif;\n"
"  fill: #222; }\n"
"svg .f { font-size: 13px; } svg .s { font-size: 11px; }\n"
"svg .n { font-size: 10px; text-anchor: middle; fill: #fff; }\n";

void
report_html(FILE *f, const sweep *s, const report_opts *o)
{
	const sweep_point *base = &s->pt[0];
	const pat_program *p = base->p;
	char buf[512];
	int i, k;

	(void)o;
	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
	      "<meta name=\"generator\" content=\"accessan\">\n<title>", f);
	report_xml_text(f, p->file);
	fprintf(f, ": memory access pattern</title>\n<style>\n%s</style>\n"
	        "</head>\n<body>\n<h1>", css);
	report_xml_text(f, p->file);
	snprintf(buf, sizeof(buf), "grid %lld x %lld x %lld, block %lld x %lld "
	         "x %lld (%llu warp%s), %s (%s)%s", (long long)p->grid[0],
	         (long long)p->grid[1], (long long)p->grid[2],
	         (long long)p->block[0], (long long)p->block[1],
	         (long long)p->block[2], (unsigned long long)base->r[0].warps,
	         base->r[0].warps == 1 ? "" : "s", base->arch.name,
	         base->arch.gpu, base->arch.bank_bytes == 8 ?
	         ", 8-byte banks" : "");
	fputs("</h1>\n<p>", f);
	report_xml_text(f, buf);
	fputs("</p>\n<div id=\"error\" hidden></div>\n"
	      "<noscript><p>The pictures are drawn by the page's script: "
	      "allow scripts, or use 'accessan --format svg'.</p></noscript>\n"
	      "<div id=\"controls\"><label>warp <input id=\"warp\" "
	      "type=\"number\" min=\"0\" value=\"0\"></label> <span "
	      "id=\"warpinfo\"></span></div>\n", f);
	if (s->truncated)
		fputs("<p class=\"note\">Some warps or parameter values were left "
		      "out to keep the page small (a limit on the work of "
		      "evaluating them).</p>\n", f);
	fputs("<main id=\"accesses\"></main>\n<script>\nconst DATA = {\"file\":", f);
	js_string(f, p->file);
	fprintf(f, ",\"arch\":\"%s\",\"bank_bytes\":%d,\"params\":[",
	        base->arch.name, base->arch.bank_bytes);
	for (i = 0; i < p->nparams; i++) {
		const pat_param *par = &p->params[i];
		int64_t prev = INT64_MIN;
		fprintf(f, "%s{\"name\":", i ? "," : "");
		js_string(f, par->name);
		fprintf(f, ",\"base\":%lld,\"values\":[", (long long)par->value);
		/* the base value in its place among the others, ascending: the
		   points of one parameter come in ascending order */
		bool put = false, first = true;
		for (k = 1; k <= s->npoints; k++) {
			const sweep_point *pt = k < s->npoints ? &s->pt[k] : NULL;
			if (pt != NULL && (pt->param == NULL ||
			                   strcmp(pt->param, par->name) != 0))
				continue;
			if (!put && (pt == NULL || pt->value > par->value)) {
				fprintf(f, "%s%lld", first ? "" : ",",
				        (long long)par->value);
				put = true, first = false;
			}
			if (pt != NULL && pt->value != prev) {
				fprintf(f, "%s%lld", first ? "" : ",",
				        (long long)pt->value);
				first = false;
				prev = pt->value;
			}
		}
		fputs("]}", f);
	}
	fputs("],\n\"points\":[\n", f);
	for (k = 0; k < s->npoints; k++) {
		fputs(k ? ",\n" : "", f);
		point(f, &s->pt[k]);
	}
	fprintf(f, "]};\n%s</script>\n</body>\n</html>\n", script);
}
