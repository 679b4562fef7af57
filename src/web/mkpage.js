// src/web/mkpage.js - makes the playground's one page (node, which emcc
// runs on, is there wherever the page is built):
//
//   node src/web/mkpage.js OUT VERSION MODULE.js PATTERN...
//
// page.html with page.css as its style and, as its script, the pattern
// library, the version and the module (emcc's -sSINGLE_FILE loader, the
// WebAssembly inside it) as JSON strings, then page.js. Strings in a
// <script> element must not hold "</script" or "<!--": every '<' in
// them is written \u003c, which JSON reads back as '<'.
'use strict';
const fs = require('fs');
const path = require('path');

const [out, version, modulePath, ...patterns] = process.argv.slice(2);
if (!out || !version || !modulePath || patterns.length === 0) {
	console.error('usage: node mkpage.js OUT VERSION MODULE.js PATTERN...');
	process.exit(2);
}
const here = __dirname;
const read = (f) => fs.readFileSync(f, 'utf8');
const literal = (v) => JSON.stringify(v).replace(/</g, '\\u003c');

// "transpose_shared.pat" is "transpose, shared"; its first line,
// "# transpose_shared.pat - matrix transpose ...", says what it is. Its
// name in the reports is the path it was given (patterns/x.pat), as the
// command line would name it from the source tree, or where that leads
// out of the tree, its file's name alone.
const examples = patterns.sort().map((f) => {
	const text = read(f);
	const base = path.basename(f, '.pat');
	const first = text.split('\n')[0];
	const rel = path.normalize(f);
	return {
		name: rel.startsWith('..') || path.isAbsolute(rel) ?
			path.basename(f) : rel,
		title: base.replace(/_/g, ', '),
		about: first.replace(/^#\s*\S+\.pat\s*-\s*/, '').replace(/^#\s*/, ''),
		text: text,
	};
});

const script = 'var VERSION = ' + literal(version) + ';\n' +
	'var EXAMPLES = ' + literal(examples) + ';\n' +
	'var MODULE_SOURCE = ' + literal(read(modulePath)) + ';\n' +
	read(path.join(here, 'page.js'));
if (/<\/script|<!--/i.test(script)) {
	console.error('mkpage.js: page.js holds "</script" or "<!--"');
	process.exit(1);
}
// a function as the replacement: its text is taken as it is ($ and all)
const page = read(path.join(here, 'page.html'))
	.replace('@STYLE@', () => read(path.join(here, 'page.css')))
	.replace('@VERSION@', () => version.replace(/[<&]/g, ''))
	.replace('@SCRIPT@', () => script);
fs.writeFileSync(out + '.tmp', page);
fs.renameSync(out + '.tmp', out);
