// report_html.js - the script of the HTML page (report_html.c): it draws
// the pictures of report_svg.c from DATA, the figures the page carries,
// and steps through warps and parameter values evaluated in advance.
// Embedded at build time; lines that start with '// ' are left out, so
// these notes do not reach the page.
'use strict';
const NS = 'http://www.w3.org/2000/svg';
const X0 = 84, PITCH = 28, BOX = 24, ROWW = 32 * PITCH - (PITCH - BOX);
const GROUP = ['#4c78a8', '#f58518', '#54a24b', '#b279a2', '#72b7b2',
  '#9d755d', '#eeca3b', '#bab0ac'];
const USED = '#4c78a8', WASTE = '#f2a7a3', OK = '#b9dcb0', HOT = '#d62728',
  IDLE = '#e6e6e6';
function el(parent, name, attrs, text) {
  const e = document.createElementNS(NS, name);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  parent.appendChild(e);
  return e;
}
function lx(l) { return X0 + l * PITCH; }
function on(d, l) { return ((d.a >>> l) & 1) === 1; }
function plural(n) { return n === 1 ? '' : 's'; }
function label(g, x, y, s, cls, anchor, fill) {
  const a = {x: x, y: y, class: cls || 's'};
  if (anchor) a['text-anchor'] = anchor;
  if (fill) a.fill = fill;
  return el(g, 'text', a, s);
}
function legend(g, y, items) {
  let x = X0;
  for (const it of items) {
    const r = {x: x, y: y - 10, width: 14, height: 12, fill: it[0]};
    Object.assign(r, it[1]);
    el(g, 'rect', r);
    label(g, x + 19, y, it[2]);
    x += 19 + 6.3 * it[2].length + 22;
  }
}
function lanes(g, y, d, group, ring) {
  label(g, X0 - 8, y + 17, 'lane', 's', 'end');
  for (let l = 0; l < 32; l++) {
    const a = {x: lx(l), y: y, width: BOX, height: 24, rx: 3,
      fill: on(d, l) ? GROUP[group[l] % 8] : IDLE};
    if (!on(d, l)) { a.stroke = '#999'; a['stroke-dasharray'] = '2 2'; }
    else if (ring && ring[l]) { a.stroke = HOT; a['stroke-width'] = 2.5; }
    el(g, 'rect', a);
    label(g, lx(l) + BOX / 2, y + 16, String(l), 'n', null,
      on(d, l) ? null : '#999');
  }
}
function line(g, x1, y1, x2, y2, color, extra) {
  const a = {x1: x1, y1: y1, x2: x2, y2: y2, stroke: color,
    'stroke-width': 1.4};
  Object.assign(a, extra || {});
  el(g, 'line', a);
}
function units(g, y, d, acc, global) {
  const n = d.u.length, gap = 6;
  let sw = Math.min(global ? 150 : 110, (ROWW - (n - 1) * gap) / Math.max(n, 1));
  const sx0 = X0 + (ROWW - (n * sw + (n - 1) * gap)) / 2, ys = y + 120;
  const group = d.lu.map(u => Math.max(u, 0));
  for (let l = 0; l < 32; l++) {
    if (!on(d, l) || d.lu[l] < 0) continue;
    const u = d.lu[l];
    const x2 = sx0 + u * (sw + gap) + (global ? (d.off[l] + d.size / 2) / 32 * sw
      : sw / 2);
    line(g, lx(l) + BOX / 2, y + 24, x2, ys, GROUP[u % 8]);
  }
  lanes(g, y, d, group, null);
  label(g, X0 - 8, ys + (global ? 22 : 17), global ? 'sector' : 'address',
    's', 'end');
  for (let u = 0; u < n; u++) {
    const x = sx0 + u * (sw + gap);
    if (global) {
      for (let b = 0; b < 32;) {
        const used = (d.uu[u] >>> b) & 1;
        let e = b;
        while (e < 32 && ((d.uu[u] >>> e) & 1) === used) e++;
        el(g, 'rect', {x: x + b * sw / 32, y: ys, width: (e - b) * sw / 32,
          height: 34, fill: used ? USED : WASTE});
        b = e;
      }
      el(g, 'rect', {x: x, y: ys, width: sw, height: 34, fill: 'none',
        stroke: '#333'});
      if (sw >= 70) label(g, x + sw / 2, ys + 50, d.u[u], 's', 'middle');
      else {
        const t = label(g, x + sw / 2, ys + 44, d.u[u]);
        t.setAttribute('transform', 'rotate(60 ' + (x + sw / 2) + ' ' +
          (ys + 44) + ')');
      }
    } else {
      el(g, 'rect', {x: x, y: ys, width: sw, height: 24,
        fill: n > 1 ? '#f6c6c6' : OK, stroke: '#333'});
      label(g, x + sw / 2, ys + 16, String(u + 1), 'n', null, '#222');
    }
    el(g, 'rect', {x: x, y: ys - 5, width: sw, height: 4, fill: GROUP[u % 8]});
  }
  const c = d.c;
  if (!global) {
    label(g, X0, ys + 52, 'this request: ' + c.distinct + ' distinct address' +
      (c.distinct === 1 ? '' : 'es') + ', served one after another', 'f');
    return ys + 66 - y;
  }
  const yf = ys + (sw >= 70 ? 78 : 114);
  label(g, X0, yf, 'this request: ' + c.sectors + ' sector' + plural(c.sectors) +
    ' where ' + c.ideal_sectors + ' would do; ' + c.useful + ' of ' +
    c.sectors * 32 + ' bytes ' + (acc.store ? 'carry data' : 'used'), 'f');
  legend(g, yf + 22, [[USED, {}, acc.store ? 'bytes written' : 'bytes used'],
    [WASTE, {}, acc.store ? 'bytes untouched (waste)' :
      'bytes fetched, unused (waste)'],
    [IDLE, {stroke: '#999', 'stroke-dasharray': '2 2'}, 'inactive lane']]);
  return yf + 36 - y;
}
function bankFill(n) {
  if (n === 0) return '#fff';
  if (n === 1) return OK;
  return n < 3 ? '#f6c6c6' : n < 5 ? '#f09494' : n < 9 ? '#e65c5c' : HOT;
}
// Phases at heights of their own, so that two phases' brackets do not merge.
function spanBracket(g, yb, b, n, ph, color) {
  const y = yb - 3 - 3 * (ph % 4);
  const piece = (from, to) => el(g, 'path', {d: 'M' + (lx(from) + 1) + ' ' + yb +
    'V' + y + 'H' + (lx(to) + BOX - 1) + 'V' + yb, fill: 'none', stroke: color,
    'stroke-width': 1.5});
  if (b + n <= 32) piece(b, b + n - 1);
  else { piece(b, 31); piece(0, b + n - 1 - 32); }
}
function banks(g, y, d) {
  const yb = y + 120, group = d.lp.map(p => Math.max(p, 0));
  const hot = [], shared = [];
  for (let l = 0; l < 32; l++) {
    const p = d.lp[l];
    hot[l] = shared[l] = false;
    if (!on(d, l) || p < 0) continue;
    for (let k = 0; k < d.nw[l]; k++)
      if (d.bw[p][(d.lb[l] + k) % 32] > 1) hot[l] = true;
    for (let k = 0; k < 32; k++)
      if (k !== l && on(d, k) && d.lp[k] === p && d.wd[k] === d.wd[l])
        shared[l] = true;
  }
  for (let l = 0; l < 32; l++) {
    if (!on(d, l) || d.lp[l] < 0) continue;
    // to the first bank of a lane's span, with a bracket over the span: a
    // line into its middle read like lanes meeting in one bank (a conflict)
    const n = Math.max(d.nw[l], 1), color = hot[l] ? HOT : GROUP[group[l] % 8];
    line(g, lx(l) + BOX / 2, y + 24, lx(d.lb[l]) + BOX / 2,
      n > 1 ? yb - 3 - 3 * (group[l] % 4) : yb, color,
      shared[l] ? {'stroke-width': 1.6, 'stroke-dasharray': '4 3'} : {});
    if (n > 1) spanBracket(g, yb, d.lb[l], n, group[l], color);
  }
  lanes(g, y, d, group, hot);
  const np = d.ph.length;
  for (let ph = 0; ph < np; ph++) {
    const yr = yb + ph * 28;
    let lo = -1, hi = -1;
    for (let l = 0; l < 32; l++)
      if ((d.ph[ph] >>> l) & 1) { if (lo < 0) lo = l; hi = l; }
    label(g, X0 - 8, yr + 16, np > 1 ? 'lanes ' + lo + '-' + hi : 'words', 's',
      'end', np > 1 ? GROUP[ph % 8] : null);
    for (let b = 0; b < 32; b++) {
      const n = d.bw[ph][b];
      el(g, 'rect', {x: lx(b), y: yr, width: BOX, height: 22, fill: bankFill(n),
        stroke: '#bbb'});
      if (n > 0) label(g, lx(b) + BOX / 2, yr + 15, String(n), 'n', null,
        n > 4 ? null : '#222');
    }
  }
  const ye = yb + np * 28, c = d.c;
  label(g, X0 - 8, ye + 12, 'bank', 's', 'end');
  for (let b = 0; b < 32; b++) label(g, lx(b) + BOX / 2, ye + 12, String(b), 's',
    'middle');
  label(g, X0, ye + 40, 'this request: ' + c.wavefronts + ' wavefront' +
    plural(c.wavefronts) + (c.wavefronts > c.ideal_wavefronts ? ' where ' +
    c.ideal_wavefronts + ' would do' : '') + (np > 1 ?
    '; served in phases of lanes' : d.m ?
    '; lanes in pairs read one address, so the phases merge' : '') +
    (d.size > DATA.bank_bytes ? '; a lane spans several banks' : ''), 'f');
  legend(g, ye + 62, [[OK, {stroke: '#bbb'}, '1 word: no conflict'],
    ['#f09494', {stroke: '#bbb'}, 'n words: an n-way conflict'],
    ['none', {stroke: HOT, 'stroke-width': 2.5}, 'lane in a conflict'],
    ['none', {stroke: '#555', 'stroke-dasharray': '3 2'},
      'dashed: a word shared (broadcast)']]);
  return ye + 76 - y;
}
function picture(acc, d) {
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('xmlns', NS);
  const g = el(svg, 'g', {});
  const h = acc.space === 'shared' ? banks(g, 4, d) :
    units(g, 4, d, acc, acc.space === 'global');
  svg.setAttribute('width', 1000);
  svg.setAttribute('height', Math.ceil(h + 8));
  svg.setAttribute('viewBox', '0 0 1000 ' + Math.ceil(h + 8));
  return svg;
}
const state = {point: 0, warp: 0};
function findPoint(param, value) {
  for (let i = 0; i < DATA.points.length; i++) {
    const p = DATA.points[i];
    if (p.param === param && p.value === value) return i;
  }
  return 0;
}
function draw() {
  const pt = DATA.points[state.point];
  const main = document.getElementById('accesses');
  main.textContent = '';
  const warp = Math.min(state.warp, pt.shown - 1);
  document.getElementById('warpinfo').textContent = 'warp ' + warp + ' of ' +
    pt.warps + (pt.shown < pt.warps ? ' (the first ' + pt.shown +
    ' can be shown)' : '');
  let drawn = 0;
  pt.access.forEach(function (acc, i) {
    const sec = document.createElement('section');
    const h = document.createElement('h2');
    h.textContent = 'line ' + acc.line + ': ' + acc.text;
    sec.appendChild(h);
    const p = document.createElement('p');
    p.textContent = acc.space + ' ' + acc.type + ', ' + acc.size + ' byte' +
      plural(acc.size) + ' a lane, ' + (acc.store ? 'store' : 'load') +
      (acc.requests ? ': ' + acc.figures : ': never executed');
    sec.appendChild(p);
    const d = acc.det[warp];
    const note = document.createElement('p');
    note.className = 'note';
    if (d) {
      note.textContent = 'warp ' + d.w + ', first request';
      sec.appendChild(note);
      sec.appendChild(picture(acc, d));
      drawn++;
    } else if (acc.requests) {
      note.textContent = 'warp ' + warp + ' does not execute this access';
      sec.appendChild(note);
    }
    sec.id = 'access-' + i;
    main.appendChild(sec);
  });
  document.body.setAttribute('data-drawn', drawn);
  document.body.setAttribute('data-view', (pt.param ? pt.param + '=' +
    pt.value + ' ' : '') + 'warp ' + warp);
}
function setup() {
  const ctl = document.getElementById('controls');
  const base = DATA.points[0];
  const warp = document.getElementById('warp');
  warp.max = Math.max(base.shown - 1, 0);
  warp.addEventListener('input', function () {
    state.warp = Math.max(0, Math.min(Number(warp.value) || 0, warp.max));
    draw();
  });
  const sliders = [];
  DATA.params.forEach(function (par) {
    if (par.values.length < 2) return;
    const row = document.createElement('label');
    const name = document.createElement('span');
    name.textContent = par.name + ' = ';
    const val = document.createElement('b');
    const s = document.createElement('input');
    s.type = 'range'; s.min = 0; s.max = par.values.length - 1; s.step = 1;
    s.value = par.values.indexOf(par.base);
    val.textContent = par.base;
    s.setAttribute('aria-label', par.name);
    s.addEventListener('input', function () {
      const v = par.values[Number(s.value)];
      val.textContent = v;
      for (const o of sliders) if (o.s !== s) {
        o.s.value = o.par.values.indexOf(o.par.base);
        o.val.textContent = o.par.base;
      }
      state.point = v === par.base ? 0 : findPoint(par.name, v);
      const pt = DATA.points[state.point];
      warp.max = Math.max(pt.shown - 1, 0);
      if (state.warp > warp.max) { state.warp = Number(warp.max); warp.value = warp.max; }
      draw();
    });
    sliders.push({s: s, val: val, par: par});
    row.appendChild(name); row.appendChild(val); row.appendChild(s);
    ctl.appendChild(row);
  });
  /* a view to link to: #warp=3&stride=8 */
  for (const kv of location.hash.slice(1).split('&')) {
    const [k, v] = kv.split('=');
    if (k === 'warp') { warp.value = v; state.warp = Math.max(0,
      Math.min(Number(v) || 0, warp.max)); }
    for (const o of sliders) if (o.par.name === k) {
      const i = o.par.values.indexOf(Number(v));
      if (i >= 0) { o.s.value = i; o.s.dispatchEvent(new Event('input')); }
    }
  }
  draw();
}
window.addEventListener('error', function (e) {
  document.body.setAttribute('data-error', e.message);
  const b = document.getElementById('error');
  b.textContent = 'script error: ' + e.message;
  b.hidden = false;
});
setup();
