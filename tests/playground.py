#!/usr/bin/env python3
# tests/playground.py - the playground page (make playground) in headless
# Chromium, driven as a student would drive it, through the DevTools
# protocol over a pipe (--remote-debugging-pipe: no websocket client and
# no port needed).
#
# usage: python3 tests/playground.py ACCESSAN PAGE
#
# The checks:
#   - the page is one file under 2 MB;
#   - every pattern of the library, chosen from the menu: the page's text
#     report is the command line's (ACCESSAN --color never FILE) byte for
#     byte; a 'kernel' pattern, which needs NVRTC, says at its line that
#     it is not available in the playground. The analysis time of each is
#     printed at the end;
#   - "transpose, shared": the 32-way bank conflict of its tile read; an
#     edit typed into the editor pads the tile to tile[32][33] and the
#     conflict is gone, and the expect lines that asked for it fail;
#   - a parameter's slider is the command line's -D;
#   - the permalink brings back the edited pattern;
#   - a suggestion applied with its button removes the conflict.
# Without Chromium (Debian: chromium) the browser checks are skipped,
# with the reason. The last line is "playground: N passed, N failed"; the
# exit status is 1 if a check failed, 2 on a usage error.

import fcntl
import json
import os
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

MAX_BYTES = 2 * 1024 * 1024
WAIT_S = 60                  # for one step of the page
FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic',
         '--no-first-run', '--disable-background-networking',
         '--disable-component-update', '--disable-sync']

passed = 0
failed = 0


def ok(what):
    global passed
    passed += 1
    print('ok - ' + what, flush=True)


def bad(what, detail=''):
    global failed
    failed += 1
    print('FAIL - ' + what, flush=True)
    for line in detail.splitlines()[:20]:
        print('    ' + line)


class Browser:
    """Chromium with the DevTools protocol on fds 3 (to it) and 4 (from
    it): JSON messages, each ended by a NUL byte."""

    def __init__(self, chrome, profile, log):
        to_r, self.to_w = os.pipe()
        self.from_r, from_w = os.pipe()

        def child():
            # onto 3 and 4 by way of fds above them, which exec closes
            a = fcntl.fcntl(to_r, fcntl.F_DUPFD_CLOEXEC, 10)
            b = fcntl.fcntl(from_w, fcntl.F_DUPFD_CLOEXEC, 10)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.proc = subprocess.Popen(
            [chrome] + FLAGS + ['--remote-debugging-pipe',
                                '--user-data-dir=' + profile, 'about:blank'],
            stdin=subprocess.DEVNULL, stdout=log, stderr=log,
            preexec_fn=child, close_fds=False)
        os.close(to_r)
        os.close(from_w)
        self.buf = b''
        self.next_id = 0
        self.session = None
        self.events = []

    def _read(self, deadline):
        while b'\0' not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError('no answer from Chromium')
            r, _, _ = select.select([self.from_r], [], [], left)
            if r:
                chunk = os.read(self.from_r, 1 << 20)
                if not chunk:
                    raise EOFError('Chromium closed the pipe')
                self.buf += chunk
        msg, self.buf = self.buf.split(b'\0', 1)
        return json.loads(msg)

    def call(self, method, params=None, session=True, timeout=WAIT_S):
        self.next_id += 1
        msg = {'id': self.next_id, 'method': method, 'params': params or {}}
        if session and self.session:
            msg['sessionId'] = self.session
        os.write(self.to_w, json.dumps(msg).encode() + b'\0')
        deadline = time.monotonic() + timeout
        while True:
            m = self._read(deadline)
            if m.get('id') == self.next_id:
                if 'error' in m:
                    raise RuntimeError('%s: %s' % (method, m['error']))
                return m.get('result', {})
            if 'method' in m:
                self.events.append(m)

    def wait_event(self, method, timeout=WAIT_S):
        deadline = time.monotonic() + timeout
        while True:
            for i, m in enumerate(self.events):
                if m['method'] == method:
                    del self.events[i]
                    return m
            self.events.append(self._read(deadline))

    def open(self, url):
        t = self.call('Target.createTarget', {'url': 'about:blank'},
                      session=False)
        a = self.call('Target.attachToTarget',
                      {'targetId': t['targetId'], 'flatten': True},
                      session=False)
        self.session = a['sessionId']
        self.call('Page.enable')
        self.call('Runtime.enable')
        self.navigate(url)

    def navigate(self, url):
        self.events = []
        self.call('Page.navigate', {'url': url})
        self.wait_event('Page.loadEventFired')

    def js(self, expr, timeout=WAIT_S):
        """The value of expr, a promise's once it settles."""
        r = self.call('Runtime.evaluate',
                      {'expression': expr, 'awaitPromise': True,
                       'returnByValue': True}, timeout=timeout)
        if 'exceptionDetails' in r:
            d = r['exceptionDetails']
            raise RuntimeError(d.get('exception', {}).get('description') or
                               d.get('text', 'exception'))
        return r['result'].get('value')

    def page_errors(self):
        out = []
        for m in self.events:
            if m['method'] == 'Runtime.exceptionThrown':
                d = m['params']['exceptionDetails']
                out.append(d.get('exception', {}).get('description') or
                           d.get('text', ''))
        return out

    def close(self):
        try:
            self.call('Browser.close', session=False, timeout=10)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self.to_w)
        os.close(self.from_r)


def cli(accessan, *args):
    r = subprocess.run([accessan, '--color', 'never'] + list(args),
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return r.stdout.decode('utf-8', 'replace')


def first_difference(a, b):
    al, bl = a.splitlines(), b.splitlines()
    for i in range(max(len(al), len(bl))):
        x = al[i] if i < len(al) else '(none)'
        y = bl[i] if i < len(bl) else '(none)'
        if x != y:
            return 'line %d:\n  page: %s\n  cli:  %s' % (i + 1, x, y)
    return 'the same lines, other line ends'


# the page's state, read in one call
STATE = '''({
  text: document.getElementById('report').textContent,
  diags: Array.from(document.querySelectorAll('#diags li')).map(
    li => li.textContent),
  verdict: document.getElementById('verdict').textContent,
  marks: Array.from(document.querySelectorAll('#gutter span')).map(
    s => s.textContent + ':' + s.className),
  src: document.getElementById('src').value,
  hash: location.hash,
  timing: playground.timings[playground.timings.length - 1] || null
})'''


def state(b, step='text'):
    b.js('playground.wait(%s)' % json.dumps(step))
    return b.js(STATE)


def choose(b, title):
    """Choose an example by its title in the menu, as a user would."""
    found = b.js('''(() => {
      const s = document.getElementById('examples');
      const o = Array.from(s.options).find(o => o.textContent === %s);
      if (!o) return false;
      s.value = o.value;
      s.dispatchEvent(new Event('change'));
      return true; })()''' % json.dumps(title))
    if not found:
        raise RuntimeError('no example "%s" in the menu' % title)


def paragraph(text, line):
    """The text report's paragraph of the access at line."""
    out, on = [], False
    for l in text.split('\n'):
        if l.startswith('line '):
            on = l.startswith('line %d:' % line)
        elif l == '':
            on = False
        if on:
            out.append(l)
    return '\n'.join(out)


def library(b, accessan, examples):
    times = []
    for name, title in examples:
        try:
            choose(b, title)
            s = state(b)
        except Exception as e:
            bad('library: %s: %s' % (name, e))
            continue
        if name.endswith('_cu.pat'):
            if any('not available in the playground' in d and
                   d.startswith('line ') for d in s['diags']):
                ok('library: %s: the kernel statement is not available, '
                   'said at its line' % name)
            else:
                bad('library: %s: no "not available" diagnostic at a line'
                    % name, '\n'.join(s['diags']))
            continue
        want = cli(accessan, name)
        if s['text'] == want and want:
            ok('library: %s: the page\'s report is the command line\'s'
               % name)
        else:
            bad('library: %s: the page\'s report differs' % name,
                first_difference(s['text'], want))
        if s['timing']:
            times.append((s['timing']['wall'], name))
    return times


def transpose(b, accessan):
    choose(b, 'transpose, shared')
    s = state(b)
    before = paragraph(s['text'], 35)
    if '32-way bank conflict' in before:
        ok('transpose, shared: line 35 reads the tile with a 32-way '
           'bank conflict')
    else:
        bad('transpose, shared: no 32-way conflict at line 35', before)
    # type the padding: the caret after "tile[32][3", one character
    # selected, "3" typed over it
    b.js('''(() => {
      const ed = document.getElementById('src');
      const at = ed.value.indexOf('shared float tile[32][32]');
      ed.focus();
      ed.setSelectionRange(at + 23, at + 24);
      return at; })()''')
    b.call('Input.insertText', {'text': '3'})
    s = state(b)
    after = paragraph(s['text'], 35)
    if 'shared float tile[32][33]' not in s['src']:
        bad('transpose, shared: the edit did not reach the editor',
            s['src'][:400])
    elif ('no bank conflict' in after and '32-way' not in s['text'] and
          '1 wavefront per request' in after):
        ok('transpose, shared: padded to tile[32][33], line 35 is '
           'conflict-free')
    else:
        bad('transpose, shared: still a conflict after the padding', after)
    fails = sorted(m.split(':')[0] for m in s['marks'] if 'fails' in m)
    if fails == ['42', '43'] and 'FAILS' in s['text']:
        ok('transpose, shared: the expect lines that asked for the '
           'conflict (42, 43) fail')
    else:
        bad('transpose, shared: expectation marks %s, 42 and 43 expected'
            % fails)
    return s


def permalink(b, page, edited):
    # by way of another page: a link that differs from the page's own
    # address in its fragment alone would not load the page again
    b.navigate('about:blank')
    b.navigate('file://' + page + edited['hash'])
    s = state(b)
    if s['src'] == edited['src'] and s['text'] == edited['text']:
        ok('permalink: the link brings back the edited pattern and its '
           'report')
    else:
        bad('permalink: the link does not bring the pattern back',
            first_difference(s['text'], edited['text']))


def slider(b, accessan):
    choose(b, 'offset')
    state(b)
    b.js('''(() => {
      const r = document.querySelector('#params input[type=range]');
      r.value = 4;
      r.dispatchEvent(new Event('input'));
      return true; })()''')
    s = state(b)
    want = cli(accessan, '-D', 'off=4', 'patterns/offset.pat')
    if s['text'] == want:
        ok('slider: -D off=4 from the slider is the command line\'s')
    else:
        bad('slider: the report for off=4 differs',
            first_difference(s['text'], want))
    if '&D=off%3A4' in s['hash']:
        ok('slider: the permalink keeps off=4')
    else:
        bad('slider: the permalink lost off=4: ' + s['hash'])


def suggestion(b):
    choose(b, 'transpose, shared')
    state(b, 'suggest')
    title = b.js('''(() => {
      const li = Array.from(document.querySelectorAll('#suggest li')).find(
        li => /^pad/.test(li.textContent));
      if (!li) return null;
      li.querySelector('button').click();
      return li.firstChild.textContent; })()''')
    if title is None:
        bad('suggest: no "pad" suggestion for transpose, shared')
        return
    s = state(b)
    if ('tile[32][32 + 1]' in s['src'] and
            'no bank conflict' in paragraph(s['text'], 35)):
        ok('suggest: "%s" applied: line 35 is conflict-free' % title)
    else:
        bad('suggest: applying "%s" did not remove the conflict' % title,
            paragraph(s['text'], 35))


def main():
    if len(sys.argv) != 3:
        print('usage: python3 tests/playground.py ACCESSAN PAGE',
              file=sys.stderr)
        return 2
    accessan = os.path.abspath(sys.argv[1])
    page = os.path.abspath(sys.argv[2])
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    os.chdir(root)

    size = os.path.getsize(page)
    if size < MAX_BYTES:
        ok('the page is one file of %d bytes (under %d)' % (size, MAX_BYTES))
    else:
        bad('the page is %d bytes, %d at most' % (size, MAX_BYTES))

    chrome = next((shutil.which(c) for c in
                   ('chromium', 'chromium-browser', 'google-chrome')
                   if shutil.which(c)), None)
    if chrome is None:
        print('playground: skipped the browser checks: Chromium is not '
              'installed (Debian: chromium)')
        print('playground: %d passed, %d failed' % (passed, failed))
        return 1 if failed else 0

    work = tempfile.mkdtemp(prefix='accessan-playground.')
    log = open(os.path.join(work, 'chrome.log'), 'w')
    b = Browser(chrome, os.path.join(work, 'profile'), log)
    times = []
    try:
        b.open('file://' + page)
        examples = b.js('EXAMPLES.map(e => [e.name, e.title])')
        state(b)
        times = library(b, accessan, examples)
        edited = transpose(b, accessan)
        slider(b, accessan)
        suggestion(b)
        permalink(b, page, edited)
        errors = b.page_errors()
        if errors:
            bad('the page\'s script threw', '\n'.join(errors))
        else:
            ok('the page\'s script threw no exception')
    except Exception as e:
        bad('the browser session: %s: %s' % (type(e).__name__, e),
            '\n'.join(b.page_errors()))
    finally:
        b.close()
        log.close()
        shutil.rmtree(work, ignore_errors=True)

    if times:
        ms = sorted(t for t, _ in times)
        worst = max(times)
        print('playground: analysis of a library pattern in the page '
              '(text report, first visit): median %.0f ms, %d of %d under '
              '100 ms, slowest %.0f ms (%s)' %
              (statistics.median(ms), sum(1 for t in ms if t < 100),
               len(ms), worst[0], worst[1]))
        if os.environ.get('PLAYGROUND_TIMES'):
            for t, n in sorted(times):
                print('  %7.1f ms  %s' % (t, n))
    print('playground: %d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
