// src/web/page.js - the playground's script. mkpage.js puts before it
// EXAMPLES (the pattern library: name, title, about, text), VERSION and
// MODULE_SOURCE (the WebAssembly module's loader with the module inside,
// src/web/web.c's web_analyze). The module runs in a worker, so that
// typing never waits for an analysis and one that runs too long can be
// stopped; where the browser refuses a worker it runs on this thread.
//
// Each edit is analyzed in three steps, each a call of web_analyze: the
// text report with its diagnostics and the parameters, then the
// pictures, then suggest's rewrites. A newer edit drops the steps of an
// older one that have not started.
'use strict';
(function () {

var WEB_TEXT = 1, WEB_SVG = 2, WEB_SUGGEST = 4, WEB_PARAMS = 8;
var DEBOUNCE_MS = 150;       // after the last keystroke
var LIMIT_MS = 10000;        // an analysis past this is stopped
var DEFAULT_EXAMPLE = 'patterns/stride2.pat';

function $(id) { return document.getElementById(id); }
var ed = $('src'), gutter = $('gutter'), marksEl = $('marks');
var statusEl = $('status'), reportEl = $('report'), pictureEl = $('picture');
var diagsEl = $('diags'), paramsEl = $('params'), verdictEl = $('verdict');
var suggestEl = $('suggest'), examplesEl = $('examples');

var state = {
	name: DEFAULT_EXAMPLE,   // the file's name, as the command line's
	params: [],              // the pattern's: {name, value, line}
	values: {},              // NAME -> a slider's value, where it is moved
	seq: 0,                  // the edit analyzed last; older replies drop
	done: {},                // steps of seq done: text, svg, suggest
	marks: {},               // line -> class, for the gutter
	timer: null,             // the debounce's
	pictureURL: null,
	timings: []              // {name, ms, wall} of each text step
};

// ---------------------------------------------------------------- engine

// Where the module runs (a worker, or this thread): answer each message
// {job, what, name, src, defs} with {job, json, ms} or {job, crash}.
function serve(scope, reply) {
	var M = null, waiting = [];
	function handle(msg) {
		var t0 = performance.now(), out;
		try {
			out = M.ccall('web_analyze', 'string',
			              ['string', 'string', 'string', 'number'],
			              [msg.name, msg.src, msg.defs, msg.what]);
		} catch (e) {
			reply({ job: msg.job, crash: String(e && e.message || e) });
			return;
		}
		reply({ job: msg.job, json: out, ms: performance.now() - t0 });
	}
	scope.onmessage = function (e) {
		if (M) handle(e.data); else waiting.push(e.data);
	};
	/* global createAccessan */
	createAccessan().then(function (m) {
		M = m;
		reply({ ready: true });
		waiting.splice(0).forEach(handle);
	}, function (e) {
		reply({ failed: String(e && e.message || e) });
	});
}

var engine = { w: null, ready: false, local: false, busy: null, next: null,
               timer: null, jobs: 0 };

function startWorker() {
	var url;
	engine.ready = false;
	engine.busy = null;
	if (!engine.local) {
		try {
			url = URL.createObjectURL(new Blob([MODULE_SOURCE,
			    '\n(' + serve.toString() + ')(self, function (m) { ' +
			    'postMessage(m); });\n'], { type: 'text/javascript' }));
			engine.w = new Worker(url);
			engine.w.onmessage = function (e) { answered(e.data); };
			engine.w.onerror = function (e) {
				e.preventDefault();
				if (!engine.ready) {
					// refused (a file:// page in some browsers): this thread
					engine.w.terminate();
					engine.local = true;
					startWorker();
				} else {
					answered({ job: engine.busy && engine.busy.id,
					           crash: e.message || 'the worker failed' });
				}
			};
			return;
		} catch (e) {
			engine.local = true;
		}
	}
	startLocal();
}

// The same protocol on this thread: no stopping an analysis here.
function startLocal() {
	var inbox = {}, w = {
		terminate: function () {},
		postMessage: function (m) {
			setTimeout(function () { inbox.onmessage({ data: m }); }, 0);
		}
	};
	if (typeof createAccessan === 'undefined')
		(0, eval)(MODULE_SOURCE);
	engine.w = w;
	serve(inbox, function (m) {
		setTimeout(function () { answered(m); }, 0);
	});
}

function send(job) {
	if (!engine.ready || engine.busy) {
		engine.next = job;
		return;
	}
	job.id = ++engine.jobs;
	job.t0 = performance.now();
	engine.busy = job;
	engine.w.postMessage({ job: job.id, what: job.what, name: job.name,
	                       src: job.src, defs: job.defs });
	if (!engine.local)
		engine.timer = setTimeout(tooLong, LIMIT_MS);
}

function sendNext() {
	var j = engine.next;
	engine.next = null;
	if (j) send(j);
}

function answered(m) {
	var job = engine.busy;
	if (m.ready) {
		engine.ready = true;
		setStatus(engine.local ? 'ready (on the page\'s thread)' : 'ready');
		sendNext();
		return;
	}
	if (m.failed) {
		setStatus('the analyzer did not load: ' + m.failed);
		return;
	}
	clearTimeout(engine.timer);
	if (!job || m.job !== job.id)
		return;
	engine.busy = null;
	if (m.crash) {
		// the module is left unusable: a fresh one for the next edit
		if (job.seq === state.seq)
			failed('the analyzer stopped: ' + m.crash);
		engine.w.terminate();
		startWorker();
	} else if (job.seq === state.seq) {
		job.done(JSON.parse(m.json), m.ms, performance.now() - job.t0);
	}
	sendNext();
}

function tooLong() {
	var job = engine.busy;
	engine.w.terminate();
	if (job && job.seq === state.seq)
		failed('stopped: the analysis ran past ' + LIMIT_MS / 1000 +
		       ' s (a smaller grid, or fewer loop iterations?)');
	startWorker();
	sendNext();
}

// ---------------------------------------------------------------- steps

function defs() {
	return Object.keys(state.values).map(function (n) {
		return n + '=' + state.values[n];
	}).join('\n');
}

function analyze() {
	clearTimeout(state.timer);
	state.timer = null;
	state.seq++;
	state.done = {};
	var job = { seq: state.seq, name: state.name, src: ed.value,
	            defs: defs() };
	document.body.dataset.seq = state.seq;
	setStatus('analyzing\u2026');
	[pictureEl, suggestEl].forEach(function (e) { e.classList.add('stale'); });
	writeLink();
	send(step(job, WEB_TEXT | WEB_PARAMS, textDone));
}

function step(job, what, done) {
	return { seq: job.seq, name: job.name, src: job.src, defs: job.defs,
	         what: what, done: function (r, ms, wall) {
	             done(job, r, ms, wall);
	         } };
}

function finish(what) {
	state.done[what] = true;
	document.body.dataset[what] = state.seq;
	settle();
}

function textDone(job, r, ms, wall) {
	state.timings.push({ name: job.name, ms: ms, wall: wall,
	                     c_ms: r.ms });
	if (r.params)
		setParams(r.params);
	showReport(r.text || '');
	var diags = parseDiags(r.errors || '');
	showDiags(diags);
	showVerdict(r, diags);
	setStatus('analyzed in ' + Math.round(wall) + ' ms');
	finish('text');
	if (r.status < 2) {
		send(step(job, WEB_SVG, svgDone));
	} else {
		showPicture('');
		suggestEl.textContent = '';
		finish('svg');
		finish('suggest');
	}
}

function svgDone(job, r) {
	showPicture(r.svg || '');
	finish('svg');
	send(step(job, WEB_SUGGEST, suggestDone));
}

function suggestDone(job, r) {
	var s = null;
	try {
		s = r.suggest ? JSON.parse(r.suggest) : null;
	} catch (e) {
		s = null;
	}
	showSuggest(s);
	finish('suggest');
}

function failed(why) {
	// what is on the screen is an older text's: not this one's
	showReport('');
	showDiags([]);
	showPicture('');
	suggestEl.textContent = '';
	setStatus(why);
	verdictEl.className = 'bad';
	verdictEl.textContent = why;
	['text', 'svg', 'suggest'].forEach(function (w) { state.done[w] = true; });
	settle();
}

// ---------------------------------------------------------------- showing

function setStatus(s) { statusEl.textContent = s; }

// "accessan: FILE:LINE:COL: error: MSG", then the source line and its
// caret; or "accessan: error: MSG" with no place
function parseDiags(text) {
	var out = [], cur = null;
	text.split('\n').forEach(function (l) {
		var m = /^accessan: (.*?):(\d+):(\d+): (error|warning|note): (.*)$/.exec(l);
		var n = m ? null : /^accessan: (error|warning|note): (.*)$/.exec(l);
		if (m) {
			cur = { file: m[1], line: +m[2], col: +m[3], level: m[4],
			        msg: m[5], more: [] };
			out.push(cur);
		} else if (n) {
			cur = { file: null, line: 0, col: 0, level: n[1], msg: n[2],
			        more: [] };
			out.push(cur);
		} else if (cur && l !== '') {
			cur.more.push(l);
		}
	});
	return out;
}

function showDiags(diags) {
	var re = /^ {2}line (\d+) +expect .* (holds|FAILS) \(/gm, m;
	diagsEl.textContent = '';
	state.marks = {};
	// an expect line shows its verdict, from the report's own lines
	while ((m = re.exec(reportEl.textContent)) !== null)
		state.marks[m[1]] = m[2] === 'holds' ? 'holds' : 'fails';
	diags.forEach(function (d) {
		var li = document.createElement('li'), here = d.file === state.name;
		li.className = d.level;
		li.textContent = (d.line ? (here ? 'line ' + d.line :
		                  d.file + ':' + d.line) + ': ' : '') +
		                 d.level + ': ' + d.msg;
		if (d.more.length) {
			var pre = document.createElement('pre');
			pre.textContent = d.more.join('\n');
			li.appendChild(pre);
		}
		if (here && d.line) {
			li.dataset.line = d.line;
			li.onclick = function () { goToLine(d.line); };
			if (d.level !== 'note' && !state.marks[d.line])
				state.marks[d.line] = d.level;
		}
		diagsEl.appendChild(li);
	});
	drawGutter();
}

function showVerdict(r, diags) {
	var text = r.text || '', lines = text.replace(/\n$/, '').split('\n');
	var last = lines[lines.length - 1] || '';
	var errors = diags.filter(function (d) { return d.level === 'error'; });
	if (r.status === 0) {
		verdictEl.className = 'ok';
		verdictEl.textContent = /expectation/.test(last) ? last :
		                        'analyzed: ' + last;
	} else if (r.status === 1) {
		verdictEl.className = 'bad';
		verdictEl.textContent = last + ' (an expectation fails)';
	} else {
		verdictEl.className = 'bad';
		verdictEl.textContent = errors.length === 1 ?
		    'an error in the pattern' : errors.length + ' errors in the pattern';
	}
}

// the report as the command prints it; "line N:" leads to line N
function showReport(text) {
	var re = /^line (\d+)(?=:)/gm, at = 0, m;
	reportEl.textContent = '';
	while ((m = re.exec(text)) !== null) {
		reportEl.appendChild(document.createTextNode(text.slice(at, m.index)));
		var a = document.createElement('a');
		a.textContent = m[0];
		a.dataset.line = m[1];
		a.onclick = goToLine.bind(null, +m[1]);
		reportEl.appendChild(a);
		at = m.index + m[0].length;
	}
	reportEl.appendChild(document.createTextNode(text.slice(at)));
}

function showPicture(svg) {
	if (state.pictureURL)
		URL.revokeObjectURL(state.pictureURL);
	state.pictureURL = null;
	pictureEl.textContent = '';
	pictureEl.classList.remove('stale');
	if (!svg)
		return;
	state.pictureURL = URL.createObjectURL(new Blob([svg],
	    { type: 'image/svg+xml' }));
	var img = document.createElement('img');
	img.src = state.pictureURL;
	img.alt = 'one warp\'s lanes against the sectors or banks they touch';
	pictureEl.appendChild(img);
}

function showSuggest(s) {
	suggestEl.textContent = '';
	suggestEl.classList.remove('stale');
	if (!s || !s.targets)
		return;
	s.targets.forEach(function (t) {
		if (!t.suggestions || !t.suggestions.length)
			return;
		var div = document.createElement('div'), ol;
		div.className = 'target';
		div.textContent = 'suggest: ' + t.space + ' array ' + t.array +
		    ' (line ' + t.line + '): ' + t.cost + ' ' + t.metric +
		    ' where ' + t.ideal + ' would do';
		ol = document.createElement('ol');
		t.suggestions.forEach(function (g) {
			var li = document.createElement('li'), b;
			li.textContent = g.title + ': ' + g.before + ' \u2192 ' +
			                 g.after + ' ' + t.metric;
			b = document.createElement('button');
			b.type = 'button';
			b.textContent = 'apply';
			b.title = g.edits.map(function (e) {
				return 'line ' + e.line + ': ' + e.after.trim();
			}).join('\n');
			b.onclick = function () { apply(g.edits); };
			li.appendChild(b);
			ol.appendChild(li);
		});
		div.appendChild(ol);
		suggestEl.appendChild(div);
	});
}

// a suggestion's edits, each the whole of a line as it was and becomes
function apply(edits) {
	var lines = ed.value.split('\n'), ok = edits.every(function (e) {
		return lines[e.line - 1] === e.before;
	});
	if (!ok) {
		setStatus('the pattern changed since this suggestion: not applied');
		return;
	}
	edits.forEach(function (e) { lines[e.line - 1] = e.after; });
	replaceText(lines.join('\n'));
}

// the editor's whole text, as one step its undo can take back
function replaceText(text) {
	ed.focus();
	ed.select();
	if (!document.execCommand || !document.execCommand('insertText', false, text)) {
		ed.value = text;
		edited();
	}
	ed.setSelectionRange(0, 0);
}

// ---------------------------------------------------------------- editor

function lineHeight() {
	return parseFloat(getComputedStyle(ed).lineHeight) || 18;
}

function drawGutter() {
	var n = ed.value.split('\n').length, html = [], i, lh = lineHeight();
	var pad = parseFloat(getComputedStyle(ed).paddingTop) || 0;
	for (i = 1; i <= n; i++)
		html.push(state.marks[i] ? '<span class="' + state.marks[i] + '">' +
		          i + '</span>' : String(i));
	gutter.innerHTML = html.join('\n') + '\n';
	marksEl.textContent = '';
	Object.keys(state.marks).forEach(function (l) {
		if (+l > n)
			return;
		var d = document.createElement('div');
		d.className = state.marks[l];
		d.style.top = (pad + (l - 1) * lh) + 'px';
		marksEl.appendChild(d);
	});
	syncScroll();
}

function syncScroll() {
	gutter.scrollTop = ed.scrollTop;
	marksEl.style.transform = 'translateY(' + -ed.scrollTop + 'px)';
}

function goToLine(line) {
	var lines = ed.value.split('\n'), at = 0, i;
	for (i = 0; i < line - 1 && i < lines.length; i++)
		at += lines[i].length + 1;
	ed.focus();
	ed.setSelectionRange(at, at + (lines[line - 1] || '').length);
	ed.scrollTop = Math.max(0, (line - 3) * lineHeight());
	syncScroll();
}

function edited() {
	drawGutter();
	clearTimeout(state.timer);
	state.timer = setTimeout(analyze, DEBOUNCE_MS);
}

ed.addEventListener('input', edited);
ed.addEventListener('scroll', syncScroll);
ed.addEventListener('keydown', function (e) {
	if (e.key === 'Tab' && !e.ctrlKey && !e.metaKey && !e.altKey &&
	    !e.shiftKey) {
		e.preventDefault();
		if (!document.execCommand('insertText', false, '\t'))
			ed.setRangeText('\t', ed.selectionStart, ed.selectionEnd, 'end');
	}
});

// ---------------------------------------------------------------- params

// a slider's stops: every value to 64, powers of two past it, the default
function stops(def) {
	var v = [], i, top = Math.max(64, def * 4);
	for (i = 0; i <= 64; i++)
		v.push(i);
	for (i = 128; i <= top && i > 0; i *= 2)
		v.push(i);
	if (v.indexOf(def) < 0)
		v.push(def);
	return v.sort(function (a, b) { return a - b; });
}

function setParams(params) {
	var key = JSON.stringify(params.map(function (p) {
		return [p.name, p.value];
	}));
	if (key === paramsEl.dataset.key)
		return;
	paramsEl.dataset.key = key;
	state.params = params;
	paramsEl.textContent = '';
	params.forEach(function (p) {
		var label = document.createElement('label');
		var name = document.createElement('span');
		var range = document.createElement('input');
		var num = document.createElement('input');
		var reset = document.createElement('button');
		var v = stops(p.value), cur = p.name in state.values ?
		        state.values[p.name] : p.value;
		name.textContent = '-D ' + p.name;
		name.title = 'param ' + p.name + ' = ' + p.value + ' (line ' +
		             p.line + ')';
		range.type = 'range';
		range.min = 0;
		range.max = v.length - 1;
		range.dataset.param = p.name;
		num.type = 'number';
		num.dataset.param = p.name;
		reset.type = 'button';
		reset.textContent = '\u21ba';
		reset.title = 'back to ' + p.value;
		function set(x, from) {
			if (!isFinite(x))
				return;
			if (from !== num)
				num.value = x;
			if (from !== range) {
				var k = 0;
				while (k + 1 < v.length && v[k + 1] <= x)
					k++;
				range.value = k;
			}
			if (x === p.value)
				delete state.values[p.name];
			else
				state.values[p.name] = x;
		}
		set(cur, null);
		range.oninput = function () {
			set(v[+range.value], range);
			edited();
		};
		num.oninput = function () {
			set(Math.trunc(+num.value), num);
			edited();
		};
		reset.onclick = function () {
			set(p.value, null);
			edited();
		};
		label.appendChild(name);
		label.appendChild(range);
		label.appendChild(num);
		label.appendChild(reset);
		paramsEl.appendChild(label);
	});
	// a value for a parameter no longer declared is no -D any more
	Object.keys(state.values).forEach(function (n) {
		if (!params.some(function (p) { return p.name === n; })) {
			delete state.values[n];
			edited();
		}
	});
}

// ---------------------------------------------------------------- links

function b64url(s) {
	var b = new TextEncoder().encode(s), bin = '', i;
	for (i = 0; i < b.length; i++)
		bin += String.fromCharCode(b[i]);
	return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_')
	                .replace(/=+$/, '');
}

function unb64url(s) {
	var bin = atob(s.replace(/-/g, '+').replace(/_/g, '/')), i;
	var b = new Uint8Array(bin.length);
	for (i = 0; i < bin.length; i++)
		b[i] = bin.charCodeAt(i);
	return new TextDecoder().decode(b);
}

// #name=FILE&src=BASE64URL[&D=NAME:V,NAME:V]: the pattern as it is now
function linkHash() {
	var d = Object.keys(state.values).map(function (n) {
		return n + ':' + state.values[n];
	}).join(',');
	return '#name=' + encodeURIComponent(state.name) + '&src=' +
	       b64url(ed.value) + (d ? '&D=' + encodeURIComponent(d) : '');
}

function writeLink() {
	var h = linkHash();
	try {
		history.replaceState(null, '', h);
	} catch (e) {
		location.replace(h);
	}
}

function readLink() {
	var h = location.hash.replace(/^#/, ''), q = {};
	h.split('&').forEach(function (kv) {
		var i = kv.indexOf('=');
		if (i > 0)
			q[kv.slice(0, i)] = kv.slice(i + 1);
	});
	return q;
}

$('link').onclick = function () {
	var href = location.href.replace(/#.*/, '') + linkHash();
	function ask() { window.prompt('a link to this pattern:', href); }
	if (navigator.clipboard && navigator.clipboard.writeText)
		navigator.clipboard.writeText(href).then(function () {
			setStatus('link copied');
		}, ask);
	else
		ask();
};

// ---------------------------------------------------------------- start

function load(name, text, values) {
	state.name = name;
	state.values = values || {};
	paramsEl.dataset.key = '';
	ed.value = text;
	ed.scrollTop = 0;
	drawGutter();
	analyze();
}

EXAMPLES.forEach(function (x, i) {
	var o = document.createElement('option');
	o.value = i;
	o.textContent = x.title;
	o.title = x.about;
	o.dataset.name = x.name;
	examplesEl.appendChild(o);
});
examplesEl.onchange = function () {
	var x = EXAMPLES[+examplesEl.value];
	load(x.name, x.text, {});
};

function start() {
	var q = readLink(), values = {}, x, i;
	if (q.D)
		decodeURIComponent(q.D).split(',').forEach(function (kv) {
			var p = kv.split(':');
			if (p.length === 2 && isFinite(+p[1]))
				values[p[0]] = +p[1];
		});
	for (i = 0; i < EXAMPLES.length; i++)
		if (EXAMPLES[i].name === (q.name ? decodeURIComponent(q.name) :
		                          DEFAULT_EXAMPLE))
			examplesEl.value = i;
	x = EXAMPLES[+examplesEl.value] || EXAMPLES[0];
	if (q.src !== undefined) {
		try {
			load(decodeURIComponent(q.name || 'pattern.pat'),
			     unb64url(q.src), values);
			return;
		} catch (e) {
			setStatus('the link\'s pattern could not be read');
		}
	}
	load(x.name, x.text, values);
}

// For tests and the curious: wait('text') resolves once the text report
// of the latest edit is shown (likewise 'svg' and 'suggest').
var waiters = [];
function settle() {
	waiters = waiters.filter(function (w) {
		if (state.timer || !state.done[w.what])
			return true;
		w.resolve();
		return false;
	});
}
window.playground = {
	wait: function (what) {
		return new Promise(function (resolve) {
			waiters.push({ what: what || 'suggest', resolve: resolve });
			settle();
		});
	},
	timings: state.timings,
	version: VERSION
};

document.body.dataset.version = VERSION;
startWorker();
start();

})();
